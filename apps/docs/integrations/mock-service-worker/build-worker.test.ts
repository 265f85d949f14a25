// The built worker script, run as a browser would under the site's CSP: in a VM context where code generation from
// strings is off (`new Function` and `eval` throw, as under a script-src without 'unsafe-eval'), with a stand-in
// ServiceWorkerGlobalScope whose fetch serves the bundled spec. Given/want: what Try it requests get back.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { locateBundle } from '@paydocs/spec-access/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMockWorker } from './build-worker.ts';

const specFile = locateBundle(new URL('../..', import.meta.url).pathname);
const specText = readFileSync(specFile, 'utf8');
type FetchHandler = (event: { request: Request; respondWith(response: Promise<Response>): void }) => void;

async function loadWorker(base: string) {
  const code = await buildMockWorker({ specFile, base });
  const listeners = new Map<string, (event: unknown) => void>();
  const fetched: string[] = [];
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const context = vm.createContext(
    {
      self,
      fetch: async (url: string) => {
        fetched.push(url);
        return new Response(specText, { headers: { 'content-type': 'application/json' } });
      },
      Response,
      Request,
      Headers,
      URL,
      URLSearchParams,
      TextEncoder,
      console,
      crypto,
      structuredClone,
    },
    { codeGeneration: { strings: false, wasm: false } },
  );
  vm.runInContext(code, context);
  const onFetch = listeners.get('fetch') as FetchHandler;
  const send = (url: string, init?: RequestInit): Promise<Response> | undefined => {
    let answer: Promise<Response> | undefined;
    onFetch({ request: new Request(url, init), respondWith: (response) => (answer = response) });
    return answer;
  };
  return { send, fetched, listeners };
}

describe('the mock Service Worker script', () => {
  let worker: Awaited<ReturnType<typeof loadWorker>>;
  beforeAll(async () => {
    worker = await loadWorker('/');
  }, 60_000);

  it('listens for install, activate and fetch', () => {
    expect([...worker.listeners.keys()].sort()).toEqual(['activate', 'fetch', 'install']);
  });

  it('leaves requests outside the mock prefix to the network', () => {
    expect(worker.send('http://docs.test/api-spec')).toBeUndefined();
    expect(worker.send('http://docs.test/openapi.json')).toBeUndefined();
  });

  const headers = { Authorization: 'Bearer <token>', 'Sub-Account': 'acc_5Zq1xR7tY3wP9m', 'Content-Type': 'application/json' };
  it.each([
    { name: 'a valid checkout', body: { amount: 10000, currency: 'usd' }, headers, want: { status: 201, mock: 'success' } },
    {
      name: 'a checkout without amount',
      body: { currency: 'usd' },
      headers,
      want: { status: 400, mock: 'documented-error', code: 'amount_required' },
    },
    {
      name: 'a checkout without a token',
      body: { amount: 10000, currency: 'usd' },
      headers: { 'Sub-Account': 'acc_1', 'Content-Type': 'application/json' },
      want: { status: 401, mock: 'documented-error', code: 'not_authenticated' },
    },
  ])('answers $name without generating code from strings', async ({ body, headers, want }) => {
    const response = await worker.send('http://docs.test/__mock/v1/checkouts', { method: 'POST', headers, body: JSON.stringify(body) })!;
    expect(response.status).toBe(want.status);
    expect(response.headers.get('x-paydocs-mock')).toBe(want.mock);
    if (want.code) expect((await response.json()).code).toBe(want.code);
    expect(worker.fetched).toEqual(['/openapi.json']);
  });

  it("keeps each tab's sandbox: a checkout created in one tab is completed and read back there, not in another; reset empties it", async () => {
    const tab = (id: string) => ({ ...headers, 'Idempotency-Key': 'k', 'x-paydocs-sandbox': id });
    const [a, b] = ['0f4c1c8e-7d4e-4d6b-9a53-3b1d2f6e8a01', '9b2e6f1a-4c3d-4e5f-8a7b-6c5d4e3f2a10'];
    const json = async (response: Promise<Response> | undefined) => (await response!).json();
    const created = await json(
      worker.send('http://docs.test/__mock/v1/checkouts', {
        method: 'POST',
        headers: tab(a),
        body: JSON.stringify({ amount: 6543, currency: 'usd' }),
      }),
    );
    const id = created.data.id as string;
    const complete = { method: 'POST', headers: tab(a), body: JSON.stringify({ payment_token: 'mock_tok_success' }) };
    expect((await json(worker.send(`http://docs.test/__mock/v1/checkouts/${id}/complete`, complete))).data.payment_status).toBe(
      'succeeded',
    );
    const read = (tabId: string) => worker.send(`http://docs.test/__mock/v1/checkouts/${id}`, { headers: tab(tabId) })!;
    expect((await json(read(a))).data).toMatchObject({ id, status: 'completed', payment_amount: 6543 });
    expect((await read(b)).status).toBe(404);
    const reset = await worker.send('http://docs.test/__mock/__sandbox/reset', { method: 'POST', headers: tab(a) })!;
    expect(reset.headers.get('x-paydocs-mock')).toBe('sandbox-reset');
    expect((await read(a)).status).toBe(404);
  });

  it('serves under a sub-path base', async () => {
    const sub = await loadWorker('/docs/');
    const response = await sub.send('http://docs.test/docs/__mock/v1/payments?limit=5', { headers: { Authorization: 'Bearer <token>' } })!;
    expect(response.status).toBe(200);
    expect(sub.fetched).toEqual(['/docs/openapi.json']);
  }, 60_000);
});

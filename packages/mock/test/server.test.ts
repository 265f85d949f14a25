// The bin as an outside script uses it: start `paydocs-mock --port 0`, read the URL it prints, then over HTTP fetch
// a token, create a checkout with our own amount and description and get them back, complete it, read it back
// `completed`, refund part of it, and send a broken body that gets the documented status and code. Also over HTTPS
// with the mock's certificate trusted, requests to another host name refused (DNS rebinding), and the usage errors.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SUCCESS_TOKEN } from '../src/core/index.ts';
import { spec } from './spec.ts';

const BIN = path.resolve(import.meta.dirname, '..', 'bin', 'paydocs-mock.ts');
const catalogue = spec.components.schemas.ErrorCode['x-error-catalogue'];
const run = promisify(execFile);

let child: ChildProcess;
let url: string;
let output = '';

beforeAll(async () => {
  child = spawn(process.execPath, [BIN, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /https?:\/\/[^\s)]+/.exec(output);
      if (found) resolve(found[0]);
    });
    child.stderr!.on('data', (chunk: Buffer) => reject(new Error(chunk.toString())));
    child.on('exit', (code) => reject(new Error(`paydocs-mock exited with ${code}: ${output}`)));
  });
});
afterAll(() => {
  child?.kill('SIGTERM');
});

async function call(method: string, pathname: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Sub-Account': 'acc_5Zq1xR7tY3wP9m', 'Idempotency-Key': crypto.randomUUID() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as a script would.
  const json = (await response.json()) as Record<string, any>;
  return { status: response.status, headers: response.headers, json };
}

describe('paydocs-mock --port 0', () => {
  it('prints a URL on a free port first', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(url).port)).toBeGreaterThan(0);
  });

  it('runs token, checkout, completion, read, partial refund and a broken body', async () => {
    const token = await call('POST', '/oauth/token', { body: { client_id: 'test_abc', client_secret: 'secret' } });
    expect(token.status).toBe(200);
    const accessToken = token.json.data.access_token as string;
    expect(accessToken).toBeTruthy();

    const created = await call('POST', '/v1/checkouts', {
      token: accessToken,
      body: { amount: 7345, description: 'Judge order 5', currency: 'usd' },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ payment_amount: 7345, payment_description: 'Judge order 5', status: 'created' });
    const id = created.json.data.id as string;

    const completed = await call('POST', `/v1/checkouts/${id}/complete`, {
      token: accessToken,
      body: { payment_token: MOCK_SUCCESS_TOKEN },
    });
    expect(completed.status).toBe(201);
    expect(completed.json.data.payment_status).toBe('succeeded');

    const read = await call('GET', `/v1/checkouts/${id}`, { token: accessToken });
    expect(read.json.data).toMatchObject({ id, status: 'completed', payment_amount: 7345, payment_description: 'Judge order 5' });

    const refund = await call('POST', `/v1/checkouts/${id}/refunds`, { token: accessToken, body: { amount: 1345 } });
    expect(refund.status).toBe(200);
    expect(refund.json.data).toMatchObject({ status: 'succeeded', refund_amount: 1345 });
    const payment = await call('GET', `/v1/payments/${read.json.data.successful_payment_id}`, { token: accessToken });
    expect(payment.json.data).toMatchObject({ amount_refunded: 1345, amount_refundable: 6000, status: 'partially_refunded' });

    const broken = await call('POST', '/v1/checkouts', { token: accessToken, body: { amount: 'seventy', description: 'x' } });
    expect([broken.status, broken.json.code]).toEqual([catalogue.amount_must_be_an_integer.status, 'amount_must_be_an_integer']);
    const missing = await call('POST', '/v1/checkouts', { token: accessToken, body: { description: 'x' } });
    expect([missing.status, missing.json.code]).toEqual([catalogue.amount_required.status, 'amount_required']);
  });

  it('answers HTTPS on the same port when its certificate is trusted', async () => {
    const port = new URL(url).port;
    const script = `const r = await fetch('https://localhost:${port}/v1/payments?limit=1', { headers: { Authorization: 'Bearer <token>' } }); console.log(r.status, r.headers.get('x-paydocs-mock'));`;
    const cert = /NODE_EXTRA_CA_CERTS=(\S+)/.exec(output)?.[1];
    expect(cert).toBeTruthy();
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
    });
    expect(stdout.trim()).toBe('200 success');
  });
});

describe('paydocs-mock host check', () => {
  it.each([
    { host: 'evil.example:PORT', want: 403 },
    { host: 'localhost', want: 403 },
    { host: '127.0.0.1:1', want: 403 },
    { host: 'localhost:PORT', want: 200 },
    { host: '127.0.0.1:PORT', want: 200 },
    { host: '127.0.0.1:PORT', origin: 'http://evil.example', want: 403 },
    { host: 'localhost:PORT', origin: 'https://localhost:PORT', want: 200 },
  ])('Host $host, Origin $origin -> $want', async ({ host, origin, want }) => {
    const port = Number(new URL(url).port);
    const own = (text: string) => text.replace('PORT', String(port));
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/v1/payments?limit=1',
          headers: { Host: own(host), ...(origin ? { Origin: own(origin) } : {}), Authorization: 'Bearer <token>' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(want);
  });
});

describe('paydocs-mock usage', () => {
  it.each([
    { args: ['--help'], code: 0, want: /Usage: paydocs-mock/ },
    { args: ['--port', 'abc'], code: 2, want: /--port: expected an integer from 0 to 65535, got "abc"/ },
    { args: ['--spec', '/nonexistent/openapi.json'], code: 2, want: /\/nonexistent\/openapi\.json does not exist/ },
    { args: ['--colour'], code: 2, want: /Unknown option '--colour'/ },
    { args: ['--webhook-secret', 's'], code: 2, want: /--webhook-secret and --webhook-retry-seconds need --webhook-url/ },
    { args: ['--webhook-url', 'not a url'], code: 2, want: /--webhook-url: expected an http\(s\) URL, got "not a url"/ },
    {
      args: ['--webhook-url', 'http://127.0.0.1:9/h', '--webhook-retry-seconds', 'soon'],
      code: 2,
      want: /--webhook-retry-seconds: expected a number of seconds, got "soon"/,
    },
  ])('$args exits $code', async ({ args, code, want }) => {
    const result = await run(process.execPath, [BIN, ...args]).then(
      (r) => ({ code: 0, text: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, text: e.stdout + e.stderr }),
    );
    expect(result.code).toBe(code);
    expect(result.text).toMatch(want);
  });
});

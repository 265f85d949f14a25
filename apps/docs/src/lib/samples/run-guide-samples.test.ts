// The guides' samples run end to end against the local mock (`paydocs-mock`'s server, in this process): given a
// flow of pages in reading order, want each curl request's operation and answer; the Node and Ruby samples of
// Getting Started as one program each, and the Node and Ruby fragments of the checkout lifecycle and payments API
// inside a reader's handler, their results read back from the mock's state. Curl and bash are this machine's; the
// test command (scripts/test.sh) installs Debian's ruby where it is missing, and without it this test fails.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_SUCCESS_TOKEN } from '@paydocs/mock/test-tokens';
import { MOCK_CERT_FILE, type MockServer, startMockServer } from '@paydocs/mock/server';
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { carried, type FlowPage, fragmentProgram, hasCommand, pageProgram, runCurlFlow, runProgram } from './run-guide-samples.ts';

const appRoot = fileURLToPath(new URL('../../../', import.meta.url));
const contentDir = path.join(appRoot, 'src/content/docs');
const spec = loadBundle(locateBundle(appRoot));
const work = mkdtempSync(path.join(os.tmpdir(), 'paydocs-samples-'));

let server: MockServer;
let env: Record<string, string>;

beforeAll(async () => {
  for (const tool of ['bash', 'curl']) if (!hasCommand(tool)) throw new Error(`the guide samples need ${tool}, which is not on PATH`);
  if (!hasCommand('ruby')) {
    throw new Error(
      "the guides' Ruby samples need ruby, which is not on PATH: `bash scripts/test.sh` installs Debian's (apt-get install ruby)",
    );
  }
  server = await startMockServer({ spec });
  // What a reader sets, as the mock prints it and Getting Started says: any credentials, the mock's success token.
  env = {
    API_HOST: server.apiHost,
    CURL_CA_BUNDLE: MOCK_CERT_FILE,
    NODE_EXTRA_CA_CERTS: MOCK_CERT_FILE,
    SSL_CERT_FILE: MOCK_CERT_FILE,
    CLIENT_ID: 'test_client',
    CLIENT_SECRET: 'test_secret',
    SUB_ACCOUNT_ID: 'acc_localmock001',
    PAYMENT_TOKEN: MOCK_SUCCESS_TOKEN,
    PAYMENT_METHOD_TOKEN: MOCK_SUCCESS_TOKEN,
  };
});
afterAll(() => server?.close());
beforeEach(() => server?.sandbox.reset());

const flows: { name: string; pages: FlowPage[]; want: string[] }[] = [
  {
    name: 'Getting Started',
    pages: [{ page: 'gettingStarted.mdx' }],
    want: ['createAccessToken 200', 'createCheckout 201', 'completeCheckout 201'],
  },
  {
    name: 'Checkout lifecycle, on a checkout from Getting Started step 2',
    pages: [{ page: 'gettingStarted.mdx', until: 'createCheckout' }, { page: 'checkouts/lifecycle.mdx' }],
    want: ['createAccessToken 200', 'createCheckout 201', 'completeCheckout 201', 'refundCheckout 200'],
  },
  {
    // In page order one payment goes through every call: it is created with the automatic strategy, so the capture
    // answers the documented `payment_already_captured`, and after the void nothing is left to refund.
    name: 'Payments API, with a token from Getting Started step 1',
    pages: [{ page: 'gettingStarted.mdx', until: 'createAccessToken' }, { page: 'payments/paymentsApi.mdx' }],
    want: [
      'createAccessToken 200',
      'createPayment 201',
      'capturePayment 422 payment_already_captured',
      'voidPayment 200',
      'createPaymentRefund 422 refund_exceeds_amount_available',
    ],
  },
];

describe('curl samples through bash against the local mock', () => {
  test.each(flows)('$name', async ({ pages, want }) => {
    const steps = await runCurlFlow({ contentDir, pages, spec, env });
    expect(steps.map((s) => [s.operationId, s.status, s.code].filter(Boolean).join(' '))).toEqual(want);
  });

  test('Getting Started carries the checkout from step 2 to step 4: it reads back completed, with its payment', async () => {
    const steps = await runCurlFlow({ contentDir, pages: [{ page: 'gettingStarted.mdx' }], spec, env });
    const created = (steps[1]!.body!.data as { id: string }).id;
    const checkout = server.sandbox.state().resources['/checkouts']?.[created];
    expect(checkout).toMatchObject({ status: 'completed', payment_amount: 10000, payment_description: 'Order 1042 - hiking boots' });
    const payment = server.sandbox.state().resources['/payments']?.[String(checkout?.successful_payment_id)];
    expect(payment).toMatchObject({ amount: 10000, checkout_id: created, status: 'succeeded' });
  });
});

describe('Getting Started as one program per language', () => {
  test('Node: the token from step 1 creates the checkout of step 2', async () => {
    const program = `${pageProgram(contentDir, 'gettingStarted.mdx', ['js'], '//')}\nconsole.log(JSON.stringify({ accessToken, checkout }));\n`;
    const out = (await runProgram(process.execPath, path.join(work, 'getting-started.mjs'), program, env)) as {
      accessToken: string;
      checkout: { id: string; payment_amount: number; status: string };
    };
    expect(out.accessToken).toBeTruthy();
    expect(out.checkout).toMatchObject({ payment_amount: 10000, status: 'created' });
    expect(server.sandbox.state().resources['/checkouts']?.[out.checkout.id]).toBeDefined();
  });

  test('Ruby: the token from step 1 creates the checkout of step 2', async () => {
    const program = `${pageProgram(contentDir, 'gettingStarted.mdx', ['ruby', 'rb'], '#')}\nputs JSON.generate({ "access_token" => access_token, "checkout" => checkout })\n`;
    const out = (await runProgram('ruby', path.join(work, 'getting-started.rb'), program, env)) as {
      access_token: string;
      checkout: { id: string; payment_amount: number; status: string };
    };
    expect(out.access_token).toBeTruthy();
    expect(out.checkout).toMatchObject({ payment_amount: 10000, status: 'created' });
    expect(server.sandbox.state().resources['/checkouts']?.[out.checkout.id]).toBeDefined();
  });
});

// The reader's variables and handlers the fragments of the checkout lifecycle and payments API pages use, per
// language; each handler records what the sample asked it to do, and the program prints that and the result as JSON.
const READER = {
  node: {
    command: process.execPath,
    ext: 'mjs',
    prelude: `
const accessToken = process.env.ACCESS_TOKEN;
const subAccountId = process.env.SUB_ACCOUNT_ID;
const checkoutId = process.env.CHECKOUT_ID;
const paymentToken = process.env.PAYMENT_TOKEN;
const paymentMethodToken = process.env.PAYMENT_METHOD_TOKEN;
const order = {};
const did = [];
const fulfilOrder = async (_order, paymentId) => did.push({ fulfil: paymentId });
const showPaymentFailed = async (_order, code) => did.push({ failed: code });
const handleDecline = (body) => did.push({ declined: body.code, decline_code: body.decline_code });`,
    after: 'console.log(JSON.stringify({ did, result: globalThis.sampleResult ?? null }));',
  },
  ruby: {
    command: 'ruby',
    ext: 'rb',
    // The samples read the idempotency keys the reader stored with the order before calling.
    prelude: `
require "json"
require "securerandom"
access_token = ENV.fetch("ACCESS_TOKEN")
sub_account_id = ENV.fetch("SUB_ACCOUNT_ID")
checkout_id = ENV["CHECKOUT_ID"]
payment_token = ENV.fetch("PAYMENT_TOKEN")
payment_method_token = ENV.fetch("PAYMENT_METHOD_TOKEN")
order = Struct.new(:completion_idempotency_key, :payment_idempotency_key).new(SecureRandom.uuid, SecureRandom.uuid)
$did = []
def fulfil_order(_order, payment_id) = $did << { "fulfil" => payment_id }
def show_payment_failed(_order, code, _message) = $did << { "failed" => code }
def handle_decline(body) = $did << { "declined" => body["code"], "decline_code" => body["decline_code"] }`,
    after: 'puts JSON.generate({ "did" => $did, "result" => $sample_result })',
  },
} as const;
const languages = (['node', 'ruby'] as const).map((language) => ({ language, ...READER[language] }));

describe("Node and Ruby fragments of the checkout lifecycle and payments API, in a reader's handler", () => {
  /** Getting Started's curl steps up to `until`, for the token and ids the fragments use. */
  async function setUp(until: string): Promise<Record<string, string>> {
    const steps = await runCurlFlow({ contentDir, pages: [{ page: 'gettingStarted.mdx', until }], spec, env });
    return Object.assign({ ...env }, ...steps.map((s) => carried(s.body)));
  }

  test.each(languages)(
    '$language, checkout lifecycle: the completion of the checkout from Getting Started is fulfilled',
    async (reader) => {
      const withIds = await setUp('createCheckout');
      const program = fragmentProgram(contentDir, 'checkouts/lifecycle.mdx', { ...reader, result: 'completion' }, reader.language);
      const { did } = (await runProgram(reader.command, path.join(work, `lifecycle.${reader.ext}`), program, withIds)) as {
        did: { fulfil?: string }[];
      };
      expect(did).toHaveLength(1);
      const checkout = server.sandbox.state().resources['/checkouts']?.[withIds.CHECKOUT_ID!];
      expect(checkout).toMatchObject({ status: 'completed', successful_payment_id: did[0]!.fulfil });
    },
  );

  test.each(
    languages.flatMap((reader) => [
      { reader, token: MOCK_SUCCESS_TOKEN, want: { amount: 10000, description: 'Order 1042 - hiking boots' }, declined: undefined },
      { reader, token: 'mock_tok_insufficient_funds', want: undefined, declined: 'insufficient_funds' },
    ]),
  )('$reader.language, payments API with $token', async ({ reader, token, want, declined }) => {
    const withIds = { ...(await setUp('createAccessToken')), PAYMENT_METHOD_TOKEN: token };
    const program = fragmentProgram(contentDir, 'payments/paymentsApi.mdx', { ...reader, result: 'payment' }, reader.language);
    const out = (await runProgram(reader.command, path.join(work, `payments.${reader.ext}`), program, withIds)) as {
      did: { declined?: string }[];
      result: Record<string, unknown> | null;
    };
    if (want) expect(out.result).toMatchObject(want);
    else expect(out.result).toBeNull();
    expect(out.did.map((d) => d.declined)).toEqual(declined ? [declined] : []);
  });
});

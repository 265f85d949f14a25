// The guides as a reader runs them: the code blocks of the built pages, as shown, in page order, in curl (bash), Node
// and Ruby, against a fresh sandbox (`@paydocs/mock/server`) each, with only the exports the pages name
// (site-tests/page-walkthrough.ts) and a PATH on which `uuidgen` fails. Getting Started from the token to the
// refund; the checkout lifecycle on a checkout from Getting Started; the payments API with a token from it, once with
// the sandbox's success token and once with a decline token.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MOCK_SUCCESS_TOKEN } from '@paydocs/mock/test-tokens';
import { MOCK_CERT_FILE, type MockServer, startMockServer } from '@paydocs/mock/server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { blocksThroughExport, type CodeBlock, hasCommand, type WalkLanguage, walkPage } from './page-walkthrough.ts';
import { findAll, textOf } from './html-query.ts';
import { pageAt } from './built-site.ts';

const LANGUAGES: WalkLanguage[] = ['curl', 'node', 'ruby'];
// Each walk starts a process per step (bash and curl, Node, Ruby): on two loaded cores a guide takes up to 35 s.
const WALK_TIMEOUT = 120_000;
let mock: MockServer;
beforeAll(async () => {
  if (!hasCommand('ruby')) throw new Error("the guides' Ruby samples need ruby on PATH: `bash scripts/test.sh` installs Debian's");
  mock = await startMockServer({ port: 0 });
});
afterAll(() => mock?.close());
beforeEach(() => mock.sandbox.reset());

/** The page's bash, js and ruby code blocks as the built page shows them. */
function pageBlocks(route: string): CodeBlock[] {
  return findAll(pageAt(route).doc, (el) => el.tagName === 'pre')
    .map((pre) => ({ language: pre.attrs.find((a) => a.name === 'data-language')?.value ?? '', code: textOf(pre) }))
    .filter((block) => ['bash', 'js', 'ruby'].includes(block.language));
}

/** A PATH whose first directory has a `uuidgen` that fails, as on a stock Debian or Ubuntu without util-linux's. */
function pathWithoutUuidgen(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paydocs-no-uuidgen-'));
  writeFileSync(path.join(dir, 'uuidgen'), '#!/bin/sh\necho "uuidgen: command not found" >&2\nexit 127\n');
  chmodSync(path.join(dir, 'uuidgen'), 0o755);
  return `${dir}:${process.env.PATH}`;
}

/** Walks `blocks` in `language` with what a reader fills in: any test_ credentials, the sandbox's address. */
function walk(blocks: CodeBlock[], language: WalkLanguage, paymentToken = MOCK_SUCCESS_TOKEN) {
  return walkPage({
    blocks,
    language,
    inputs: {
      API_HOST: mock.apiHost,
      CLIENT_ID: 'test_walkthrough',
      CLIENT_SECRET: 'test_secret',
      SUB_ACCOUNT_ID: 'acc_walkthrough01',
      PAYMENT_TOKEN: MOCK_SUCCESS_TOKEN,
      PAYMENT_METHOD_TOKEN: paymentToken,
    },
    // What the sandbox prints to paste, and a shell's own.
    system: {
      PATH: pathWithoutUuidgen(),
      HOME: os.homedir(),
      CURL_CA_BUNDLE: MOCK_CERT_FILE,
      NODE_EXTRA_CA_CERTS: MOCK_CERT_FILE,
      SSL_CERT_FILE: MOCK_CERT_FILE,
    },
    commands: { node: process.execPath, ruby: 'ruby' },
  });
}

const state = (collection: string, id: string | undefined) => mock.sandbox.state().resources[collection]?.[String(id)];

test('no code block of the walked guides needs uuidgen', () => {
  for (const route of ['/gettingStarted', '/checkouts/lifecycle', '/payments/paymentsApi'])
    expect(
      pageBlocks(route).filter((b) => b.code.includes('uuidgen')),
      route,
    ).toEqual([]);
});

describe.each(LANGUAGES)('%s, as the built pages show it', (language) => {
  test(
    'Getting Started: token, checkout, completion, read back completed, refund of 2,500',
    async () => {
      const { steps, env } = await walk(pageBlocks('/gettingStarted'), language);
      expect(steps, 'token, create, complete, read back, refund').toHaveLength(5);
      for (const step of steps) if (step.status !== undefined) expect(step.status, `block ${step.block}: ${step.stdout}`).toBeLessThan(300);
      const checkout = state('/checkouts', env.CHECKOUT_ID);
      expect(checkout).toMatchObject({ status: 'completed', payment_amount: 10000, payment_description: 'Order 1042 - hiking boots' });
      expect(state('/payments', checkout?.successful_payment_id as string)).toMatchObject({ amount: 10000, amount_refunded: 2500 });
      expect(steps[3]!.stdout).toMatch(/completed/);
    },
    WALK_TIMEOUT,
  );

  test(
    'checkout lifecycle, on the checkout of Getting Started: completed, fulfilled, refunded',
    async () => {
      const setUp = blocksThroughExport(pageBlocks('/gettingStarted'), 'PAYMENT_TOKEN').filter((b) => !b.code.includes('/complete'));
      const { steps, env } = await walk([...setUp, ...pageBlocks('/checkouts/lifecycle')], language);
      expect(steps, 'token, create; complete, refund').toHaveLength(4);
      const checkout = state('/checkouts', env.CHECKOUT_ID);
      expect(checkout).toMatchObject({ status: 'completed' });
      if (language !== 'curl') expect(steps[2]!.stdout).toContain(`fulfil the order: payment ${checkout?.successful_payment_id}`);
      expect(state('/payments', checkout?.successful_payment_id as string)).toMatchObject({ amount_refunded: 2500 });
    },
    WALK_TIMEOUT,
  );

  test.each([
    { token: MOCK_SUCCESS_TOKEN, want: 'created, capture refused (already captured), voided, refund refused' },
    { token: 'mock_tok_insufficient_funds', want: 'declined' },
  ])(
    'payments API with $token: $want',
    async ({ token }) => {
      const setUp = blocksThroughExport(pageBlocks('/gettingStarted'), 'ACCESS_TOKEN');
      const blocks = [...setUp, ...pageBlocks('/payments/paymentsApi')];
      if (token !== MOCK_SUCCESS_TOKEN) {
        // A declined payment has no id to export: the walk stops at the export the page asks for, naming it.
        await expect(walk(blocks, language, token)).rejects.toThrow(/names PAYMENT_ID[\s\S]*insufficient_funds/);
        return;
      }
      const { steps, env } = await walk(blocks, language, token);
      const statuses = steps.slice(1).map((s) => s.status ?? Number(s.stdout.split(/\s/)[0]));
      // The create program prints the payment, not a status line: its success is the exported id.
      expect(statuses.slice(1)).toEqual([422, 200, 422]);
      expect(state('/payments', env.PAYMENT_ID)).toMatchObject({ amount: 10000, status: 'canceled' });
    },
    WALK_TIMEOUT,
  );
});

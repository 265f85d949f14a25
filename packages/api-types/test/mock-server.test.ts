// Runs the README's client (examples/client.ts, openapi-fetch + @paydocs/api-types) against a Prism
// mock server started from the bundled spec on 127.0.0.1, with no network: the calls that compile
// against the types must also be accepted by a server that validates requests against the same
// spec, and the answers must have the documented shape. Run by `node --test` in this package's test.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { canProcess, paymentsClient, refund, sell, succeededPaymentsPage } from '../examples/client.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PRISM = path.join(HERE, '..', 'node_modules', '.bin', 'prism');
const SPEC = createRequire(import.meta.url).resolve('@paydocs/openapi/openapi.json');

/** A free port on 127.0.0.1, so parallel runs do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `prism mock` (static examples, request validation on) and resolves once it listens. */
function startPrism(port: number): Promise<ChildProcess> {
  const child = spawn(PRISM, ['mock', '--host', '127.0.0.1', '--port', String(port), '--errors', SPEC], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism exited with ${code}:\n${output}`)));
  });
}

describe('the README client against a Prism mock of the bundled spec', () => {
  let prism: ChildProcess | undefined;
  let client: ReturnType<typeof paymentsClient>;
  let baseUrl = '';

  before(async () => {
    const port = await freePort();
    prism = await startPrism(port);
    baseUrl = `http://127.0.0.1:${port}`;
    client = paymentsClient(baseUrl, 'test_access_token');
  });
  after(() => {
    prism?.kill();
  });

  it('creates and completes a checkout', async () => {
    const completion = await sell(client, 'acc_5Zq1xR7tY3wP9m', 'pm_6Tg9Wq2Lk8Zx4N');
    assert.equal(typeof completion.id, 'string');
    assert.ok(['succeeded', 'failed', 'processing'].includes(completion.status));
  });

  it('lists payments and follows the next-page cursor', async () => {
    const first = await succeededPaymentsPage(client, 'acc_5Zq1xR7tY3wP9m');
    assert.ok(first.payments.length > 0);
    for (const payment of first.payments) assert.match(payment.id, /^py_/);
    assert.equal(typeof first.next, 'string');
    const second = await succeededPaymentsPage(client, 'acc_5Zq1xR7tY3wP9m', first.next);
    assert.ok(Array.isArray(second.payments));
  });

  it('refunds a payment', async () => {
    assert.ok(['pending', 'succeeded', 'failed'].includes(await refund(client, 'py_2kq7m4x9d1b8', 500)));
  });

  it('reads a sub account', async () => {
    assert.equal(typeof (await canProcess(client, 'acc_5Zq1xR7tY3wP9m')), 'boolean');
  });

  it('rejects a request that breaks the spec, so the passing calls above were really validated', async () => {
    // No Idempotency-Key header and a string amount: two things the types would not let through.
    const res = await fetch(`${baseUrl}/payments/py_2kq7m4x9d1b8/refunds`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test_access_token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 'five hundred' }),
    });
    assert.equal(res.status, 422);
  });
});

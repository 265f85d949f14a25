#!/usr/bin/env node
// paydocs-mock: serves the whole API on localhost from the bundled spec (src/server.ts) and prints its URL first,
// then how to point the guides' samples at it. `--port 0` picks a free port; `--spec <file>` serves another bundle.
import { parseArgs } from 'node:util';
import { loadSpec } from '../src/default-spec.ts';
import { MOCK_CERT_FILE, startMockServer } from '../src/server.ts';

const USAGE = `Usage: paydocs-mock [--port <port>] [--spec <openapi.json>] [--webhook-url <url> [--webhook-secret <s>]]

Serves the API on localhost from the bundled spec, with state: what you create you can read back, complete and
refund until the server stops. Every answer carries x-paydocs-mock (success, documented-error, not-documented).

  --port <port>   port to listen on (default 4010; 0 picks a free one)
  --spec <file>   a bundled spec (default: @paydocs/openapi/openapi.json)
  --webhook-url <url>       deliver the webhook events of each state change, signed, to this URL
  --webhook-secret <s>      the signing secret (default: a new random one, printed)
  --webhook-retry-seconds <n>  seconds between retries (default: the documented window spread evenly)
  --help          this text`;

/** One line on stderr that says what to do, no stack: the reader fixes the command and runs it again. */
function fail(message: string): never {
  console.error(`paydocs-mock: ${message} (paydocs-mock --help lists the flags)`);
  process.exit(2);
}

const OPTIONS = {
  port: { type: 'string' },
  spec: { type: 'string' },
  'webhook-url': { type: 'string' },
  'webhook-secret': { type: 'string' },
  'webhook-retry-seconds': { type: 'string' },
  help: { type: 'boolean' },
} as const;
let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
try {
  ({ values } = parseArgs({ options: OPTIONS }));
} catch (error) {
  // parseArgs adds a hint about positionals after '--' that does not apply here: keep its first sentence.
  fail((error as Error).message.split('. ')[0]!);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port: expected an integer from 0 to 65535, got "${values.port}"`);
let spec: ReturnType<typeof loadSpec>;
try {
  spec = loadSpec(values.spec);
} catch (error) {
  fail((error as Error).message);
}

const { 'webhook-url': webhookUrl, 'webhook-secret': secret, 'webhook-retry-seconds': retry } = values;
if (webhookUrl !== undefined && !(/^https?:\/\//.test(webhookUrl) && URL.canParse(webhookUrl)))
  fail(`--webhook-url: expected an http(s) URL, got "${webhookUrl}"`);
if (webhookUrl === undefined && (secret ?? retry) !== undefined) fail('--webhook-secret and --webhook-retry-seconds need --webhook-url');
if (retry !== undefined && !(Number(retry) >= 0)) fail(`--webhook-retry-seconds: expected a number of seconds, got "${retry}"`);

const webhooks = webhookUrl
  ? { url: webhookUrl, secret: secret || undefined, retryIntervalMs: retry === undefined ? undefined : Number(retry) * 1000 }
  : undefined;
const server = await startMockServer({ spec, port, webhooks }).catch((error: NodeJS.ErrnoException) =>
  fail(
    error.code === 'EADDRINUSE'
      ? `port ${port} is in use: stop what listens there, or pass another --port (--port 0 picks a free one)`
      : error.message,
  ),
);
console.log(`paydocs-mock listening on ${server.url} (and ${server.httpsUrl})`);
console.log(`Run the guides' samples against it:
  export API_HOST=${server.apiHost}
  export CURL_CA_BUNDLE=${MOCK_CERT_FILE} NODE_EXTRA_CA_CERTS=${MOCK_CERT_FILE} SSL_CERT_FILE=${MOCK_CERT_FILE}
State lives until this process stops. Ctrl-C stops it.`);
if (server.webhooks)
  console.log(`Webhooks go to ${webhookUrl}, signed with the secret ${server.webhooks.secret}.
Not documented: the header names; the mock sends the timestamp in "${server.webhooks.timestampHeader}" and the signature in "${server.webhooks.signatureHeader}".`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

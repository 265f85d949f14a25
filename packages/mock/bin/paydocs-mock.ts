#!/usr/bin/env node
// paydocs-mock: serves the whole API on localhost from the bundled spec (src/server.ts) and prints its URL first,
// then how to point the guides' samples at it. `--port 0` picks a free port; `--spec <file>` serves another bundle.
// spec-tools' runner reads the command line: `--help`, and one line on stderr with exit 2 for a bad flag or value,
// no stack: the reader fixes the command and runs it again.
import { command, portOption, runCommand } from '@paydocs/spec-tools/cli-runner';
import { loadSpec } from '../src/default-spec.ts';
import { MOCK_CERT_FILE, startMockServer } from '../src/server.ts';

const MOCK = command({
  summary:
    'Serves the API on localhost from the bundled spec, with state: what you create you can read back, complete and\n' +
    'refund until the server stops. Every answer carries x-paydocs-mock (success, documented-error, not-documented).',
  usage: '[--port <port>] [--spec <openapi.json>] [--webhook-url <url> [--webhook-secret <s>]]',
  details: [
    '--port <port>   port to listen on (default 4010; 0 picks a free one)',
    '--spec <file>   a bundled spec (default: @paydocs/openapi/openapi.json)',
    '--webhook-url <url>       deliver the webhook events of each state change, signed, to this URL',
    '--webhook-secret <s>      the signing secret (default: a new random one, printed)',
    '--webhook-retry-seconds <n>  seconds between retries (default: the documented window spread evenly)',
  ],
  options: {
    port: { type: 'string', default: '4010' },
    spec: { type: 'string' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string' },
    'webhook-retry-seconds': { type: 'string' },
  },
  run: async ({ port: portText, spec: specFile, 'webhook-url': webhookUrl, 'webhook-secret': secret, 'webhook-retry-seconds': retry }) => {
    const port = portOption(portText);
    const spec = loadSpec(specFile);
    if (webhookUrl !== undefined && !(/^https?:\/\//.test(webhookUrl) && URL.canParse(webhookUrl)))
      throw new Error(`--webhook-url: expected an http(s) URL, got "${webhookUrl}"`);
    if (webhookUrl === undefined && (secret ?? retry) !== undefined)
      throw new Error('--webhook-secret and --webhook-retry-seconds need --webhook-url');
    if (retry !== undefined && !(Number(retry) >= 0))
      throw new Error(`--webhook-retry-seconds: expected a number of seconds, got "${retry}"`);

    const webhooks = webhookUrl
      ? { url: webhookUrl, secret: secret || undefined, retryIntervalMs: retry === undefined ? undefined : Number(retry) * 1000 }
      : undefined;
    const server = await startMockServer({ spec, port, webhooks }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new Error(`port ${port} is in use: stop what listens there, or pass another --port (--port 0 picks a free one)`);
    });
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
  },
});

// The server keeps the process alive; a usage or setup error ends it at once.
const code = await runCommand('paydocs-mock', MOCK, process.argv.slice(2));
if (code !== 0) process.exit(code);

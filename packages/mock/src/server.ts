// The local mock server: the whole API on localhost, answered by one sandbox. One port speaks HTTP and HTTPS (the
// mock's self-signed certificate in tls/): the first byte of a connection tells a TLS handshake (0x16) from an HTTP
// request, so samples written for `https://$API_HOST` run unchanged once the certificate is trusted. With `webhooks`,
// each event the sandbox raises is delivered, signed (webhooks.ts).
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MAX_BODY_BYTES } from '@paydocs/request-validator';
import { createSandbox, type Sandbox, type Spec } from './core/index.ts';
import { loadSpec } from './default-spec.ts';
import { type OriginPolicy, refusal } from './localhost-guard.ts';
import { createWebhookSender, type WebhookOptions, type WebhookSender } from './webhooks.ts';

/** The mock's localhost certificate (also its own CA): trust it to call the mock over HTTPS. */
export const MOCK_CERT_FILE = fileURLToPath(new URL('../tls/localhost-cert.pem', import.meta.url));
const MOCK_KEY_FILE = fileURLToPath(new URL('../tls/localhost-key.pem', import.meta.url));

export interface MockServerOptions {
  /** The bundled spec; defaults to `@paydocs/openapi/openapi.json`. */
  spec?: Spec;
  /** 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the mock is for this machine only. */
  host?: string;
  /** Where to deliver the webhook events of the sandbox's state changes; none when absent. */
  webhooks?: WebhookOptions;
}

export interface MockServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `https://localhost:<port>` */
  httpsUrl: string;
  /** What to set `API_HOST` to (`localhost:<port>`). */
  apiHost: string;
  port: number;
  sandbox: Sandbox;
  /** The webhook sender (its secret and header names), when `webhooks` was given. */
  webhooks?: WebhookSender;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error(`request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers with the sandbox; a request to another host or from a foreign origin (DNS rebinding) gets 403. */
function handler(sandbox: Sandbox, policy: () => OriginPolicy) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const unavailable = (status: number, message: string) =>
      response
        .writeHead(status, { 'content-type': 'application/json', 'x-paydocs-mock': 'unavailable' })
        .end(JSON.stringify({ mock_error: message }));
    const refused = refusal(request.headers, policy());
    if (refused) return unavailable(403, `The mock answers only local requests: ${refused}`);
    readBody(request)
      .then((body) => {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]));
        const answer = sandbox.respond({ method: request.method ?? 'GET', path: request.url ?? '/', headers, ...(body ? { body } : {}) });
        response.writeHead(answer.status, answer.headers).end(answer.body ?? '');
      })
      .catch((error: unknown) => unavailable(400, `The mock could not read the request: ${(error as Error).message}`));
  };
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const spec = options.spec ?? loadSpec();
  const webhooks = options.webhooks ? createWebhookSender(spec, options.webhooks) : undefined;
  const sandbox = createSandbox(spec, webhooks ? { onEvent: (event) => void webhooks.deliver(event) } : {});
  const host = options.host ?? '127.0.0.1';
  const onRequest = handler(sandbox, () => ({ host, port: (server.address() as AddressInfo).port }));
  const plain = http.createServer(onRequest);
  const secure = https.createServer({ cert: readFileSync(MOCK_CERT_FILE), key: readFileSync(MOCK_KEY_FILE) }, onRequest);
  const server = net.createServer((socket) => {
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    httpsUrl: `https://localhost:${port}`,
    apiHost: `localhost:${port}`,
    port,
    sandbox,
    ...(webhooks ? { webhooks } : {}),
    close: async () => {
      await webhooks?.close();
      await new Promise<void>((resolve) => {
        plain.closeAllConnections();
        secure.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

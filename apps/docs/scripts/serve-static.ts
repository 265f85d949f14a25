// Serves the built site (apps/docs/dist) the way a static host does: directory index.html,
// 404.html with status 404, correct content types and the headers the build wrote for static hosts.
// Used by `pnpm preview`, the Playwright web server and the page-weight benchmark, so tests
// run against exactly what readers get. One small dependency (mrmime, for content types): it must start fast.
//
//   node scripts/serve-static.ts [--port 4321] [--host 127.0.0.1] [--base /prefix] [--root dist]
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { baseDir } from '@paydocs/spec-access/urls';
import { command, portOption, runCommand } from '@paydocs/spec-tools/cli-runner';
import { lookup } from 'mrmime';
import { isFile, urlToFile } from './url-to-file.ts';

// Types by extension from mrmime (Vite's and Astro's table); text is sent as UTF-8, as static hosts send it.
function contentType(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return /^(text\/|application\/json)/.test(type) ? `${type}; charset=utf-8` : type;
}

export interface StaticServerOptions {
  /** Directory to serve (the Astro build output). */
  root: string;
  port: number;
  host: string;
  /** URL prefix the site is served under, e.g. "/docs"; "/" serves from the root. */
  base: string;
}

function normalizeBase(base: string): string {
  if (!base.startsWith('/')) throw new Error(`--base: expected a path starting with "/", got "${base}"`);
  return baseDir(base);
}

/**
 * The headers of a path, from the build's `staticwebapp.config.json` (Azure Static Web Apps; the post-build step
 * writes the same headers to `_headers` and `.htaccess`): JSON, so no parser of our own. Every response gets
 * `globalHeaders`; a route (an exact path, or a prefix ending in `*`) replaces the headers it names.
 */
function hostHeaders(root: string): (path: string) => Record<string, string> {
  const file = join(root, 'staticwebapp.config.json');
  const config: HostConfig = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const matches = (route: string, path: string) => (route.endsWith('*') ? path.startsWith(route.slice(0, -1)) : path === route);
  return (path) =>
    Object.assign({}, config.globalHeaders, ...(config.routes ?? []).filter((r) => matches(r.route, path)).map((r) => r.headers));
}
type HostConfig = { globalHeaders?: Record<string, string>; routes?: { route: string; headers?: Record<string, string> }[] };

// A page's gzip once per server: every test and benchmark run asks for the same pages again.
const gzipCache = new Map<string, Buffer>();
const gzipped = (file: string): Buffer => gzipCache.get(file) ?? gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 })).get(file)!;

/** Starts the server and resolves with its origin + base URL once it listens. */
export function startStaticServer(options: StaticServerOptions): Promise<{ server: Server; url: string }> {
  const root = resolve(options.root);
  if (!existsSync(root)) throw new Error(`${root} does not exist: build the site first (pnpm build).`);
  const base = normalizeBase(options.base);
  const headersOf = hostHeaders(root);
  const notFoundPage = join(root, '404.html');

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    const withinBase = url.pathname === base.slice(0, -1) || url.pathname.startsWith(base);
    const relative = withinBase ? url.pathname.slice(base.length - 1) || '/' : undefined;
    // The link checker's mapping too (scripts/url-to-file.ts): a link passes exactly when this server serves it.
    const file = relative === undefined ? undefined : urlToFile(root, relative);
    const status = file ? 200 : 404;
    const served = file ?? (isFile(notFoundPage) ? notFoundPage : undefined);

    const type = served ? contentType(served) : 'text/plain; charset=utf-8';
    // Compress text as every static host does, so page weights and Lighthouse match production.
    const gzip =
      served !== undefined &&
      /^(text\/|application\/(json|yaml|javascript|xml|manifest)|image\/svg)/.test(type) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = !served ? Buffer.from('Not found') : gzip ? gzipped(served) : readFileSync(served);
    res
      .writeHead(status, {
        ...headersOf(relative ?? url.pathname),
        'content-type': type,
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        'content-length': body.length,
      })
      .end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      resolvePromise({ server, url: `http://${host}:${port}${base}` });
    });
  });
}

const SERVE = command({
  summary: 'Serves the built site the way a static host does.',
  usage: '[--port 4321] [--host 127.0.0.1] [--base /prefix] [--root dist]',
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    base: { type: 'string', default: '/' },
    root: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
  },
  run: async ({ port, host, base, root }) => {
    const { url } = await startStaticServer({ root, port: portOption(port), host, base });
    console.log(`Serving ${resolve(root)} at ${url}`);
  },
});

if (import.meta.main) {
  // The listening server keeps the process alive; a usage or setup error ends it at once.
  const code = await runCommand('serve-static', SERVE, process.argv.slice(2));
  if (code !== 0) process.exit(code);
}

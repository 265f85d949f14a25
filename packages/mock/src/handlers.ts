// msw request handlers that answer the API from the bundled spec, for integrators' Node tests
// (`setupServer(...createHandlers())`): one catch-all handler per server URL adapts msw's Request to a sandbox.
import { serverBasePath, serverUrl } from '@paydocs/spec-access';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { createSandbox, type Sandbox, type Spec } from './core/index.ts';
import { loadSpec } from './default-spec.ts';

export interface HandlerOptions {
  /** The bundled spec; defaults to `@paydocs/openapi/openapi.json`. */
  spec?: Spec;
  /**
   * The URL your code calls, with its base path (`https://api.example.com/v1`, the spec's server with its default
   * host, unless you give your own). Every request to its origin is answered: paths under its base path as the
   * spec's paths under the spec's base path, other paths (`/oauth/token`, which has its own server) as they are.
   */
  baseUrl?: string;
  /** The sandbox that keeps the state the handlers answer from; default a new one, living as long as the handlers. */
  sandbox?: Sandbox;
}

function defaultServerUrl(spec: Spec): string {
  const url = serverUrl({ servers: spec.servers ?? [] });
  if (!url) throw new Error('The bundled spec has no servers[0].url; pass `baseUrl` to createHandlers');
  return url;
}

export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const spec = options.spec ?? loadSpec();
  const specBase = serverBasePath(defaultServerUrl(spec));
  const baseUrl = (options.baseUrl ?? defaultServerUrl(spec)).replace(/\/$/, '');
  const callerBase = serverBasePath(baseUrl);
  const origin = new URL(baseUrl).origin;
  const sandbox = options.sandbox ?? createSandbox(spec);
  const specPath = (pathname: string) =>
    pathname === callerBase || pathname.startsWith(`${callerBase}/`) ? `${specBase}${pathname.slice(callerBase.length)}` : pathname;
  return [
    http.all(`${origin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const answer = sandbox.respond({
        method: request.method,
        path: `${specPath(url.pathname)}${url.search}`,
        headers: Object.fromEntries(request.headers),
        ...(text ? { body: text } : {}),
      });
      return new HttpResponse(answer.body ?? null, { status: answer.status, headers: answer.headers });
    }),
  ];
}

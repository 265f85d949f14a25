// The Try it mock on the docs origin: a Service Worker that answers requests under the mock prefix from the bundled
// spec the site serves (/openapi.json), with @paydocs/mock's sandbox (the shared request validator, documented
// examples and error envelopes, and state: what a tab creates it can complete and read back on another page, until
// the tab closes or its "Reset sandbox" control posts to the reset path; sandboxes.ts, sandbox-session.ts). It runs under the site's Content-Security-Policy (no 'unsafe-eval'), so the request
// body validators are Ajv standalone code compiled at build time (virtual:paydocs/request-validators), registered for
// the fetched spec with useAjvContext. Built into dist/mock-sw.js by integrations/mock-service-worker.
/// <reference lib="webworker" />
import type { Spec } from '@paydocs/mock/core';
import { precompiledContext, useAjvContext } from '@paydocs/request-validator';
import * as generated from 'virtual:paydocs/request-validators';
import { apiPathOf, mockPaths } from './mock-paths.ts';
import { cacheStore, Sandboxes } from './sandboxes.ts';
import { resetPath, SANDBOX_HEADER, sandboxIdOf } from './sandbox-session.ts';

declare const self: ServiceWorkerGlobalScope;
declare const __MOCK_BASE__: string;

const { refs, ...validators } = generated as { refs: Record<string, string> } & Record<string, unknown>;
const paths = mockPaths(__MOCK_BASE__);
let spec: Promise<Spec> | undefined;
let sandboxes: Sandboxes | undefined;

function loadSpec(): Promise<Spec> {
  spec ??= fetch(paths.spec, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${paths.spec}: HTTP ${response.status}`);
      return response.json() as Promise<Spec>;
    })
    .then((doc) => {
      useAjvContext(doc, precompiledContext(validators, refs));
      sandboxes = new Sandboxes(doc, cacheStore(self.caches, paths.prefix));
      return doc;
    })
    .catch((error: unknown) => {
      spec = undefined;
      throw error;
    });
  return spec;
}

async function answer(request: Request, apiPath: string): Promise<Response> {
  try {
    await loadSpec();
    const id = sandboxIdOf(request.headers.get(SANDBOX_HEADER));
    if (request.method === 'POST' && new URL(request.url).pathname === resetPath(paths.prefix)) {
      await sandboxes!.reset(id);
      return Response.json({ reset: true }, { headers: { 'x-paydocs-mock': 'sandbox-reset' } });
    }
    const sandbox = await sandboxes!.get(id);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const headers = Object.fromEntries(request.headers);
    delete headers[SANDBOX_HEADER];
    const result = sandbox.respond({ method: request.method, path: apiPath, headers, ...(text ? { body: text } : {}) });
    if (request.method !== 'GET' && request.method !== 'HEAD') await sandboxes!.save(id);
    return new Response(result.body ?? null, { status: result.status, headers: result.headers });
  } catch (error) {
    const mockError = `The mock could not answer: ${(error as Error).message}`;
    return Response.json({ mock_error: mockError }, { status: 503, headers: { 'x-paydocs-mock': 'unavailable' } });
  }
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
self.addEventListener('fetch', (event) => {
  const apiPath = apiPathOf(new URL(event.request.url), paths);
  if (apiPath !== undefined) event.respondWith(answer(event.request, apiPath));
});

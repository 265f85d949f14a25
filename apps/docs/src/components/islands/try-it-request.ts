// The pure parts of Try it: reading the form (header lines, path parameters, query) into a request, the URL it goes
// to (the mock on the docs origin or the API server), why the mock cannot run here, and the response as shown.
// TryIt.tsx renders them; try-it-request.test.ts holds the given/want cases.

import { curlOf, formatJson } from '../../lib/islands/curl.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** `Name: value` lines into headers; blank lines are skipped, a line without a colon is named. */
export function parseHeaderLines(text: string): Parsed<Record<string, string>> {
  const headers: Record<string, string> = {};
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) return { ok: false, error: `Headers, line ${i + 1}: expected "Name: value", got "${line}"` };
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { ok: true, value: headers };
}

/**
 * The form as the reader left it: the query string, the header lines, the body, and each path parameter's value under
 * its placeholder in the template (`{id}`).
 */
export type FormValues = Record<string, string> & { query: string; headers: string; body: string };

/** The template with each `{name}` replaced by the form's value for it (encoded), and the query appended. */
export function buildPath(template: string, form: FormValues): Parsed<string> {
  let missing: string | undefined;
  const path = template.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const value = form[placeholder]?.trim();
    if (!value) missing ??= name;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return { ok: false, error: `Path parameter ${missing}: enter a value` };
  const q = form.query.trim().replace(/^\?/, '');
  return { ok: true, value: q ? `${path}?${q}` : path };
}

/**
 * Where a request goes: the mock prefix on this origin, or the server URL the reader gave (its base path replaced).
 * `path` carries the server's base path and the query (`/v1/payments/pay_1?limit=5`).
 */
export function targetUrl(request: { path: string }, to: { mockPrefix: string } | { server: string; specServer: string }): string {
  if ('mockPrefix' in to) return `${to.mockPrefix}${request.path}`;
  const specBase = new URL(to.specServer).pathname.replace(/\/$/, '');
  const rest = request.path.startsWith(`${specBase}/`) ? request.path.slice(specBase.length) : request.path;
  return `${to.server.replace(/\/$/, '')}${rest}`;
}

/** Why the mock cannot run in this browser, or undefined when it can. */
export function mockUnavailableReason(env: { hasServiceWorker: boolean; isSecureContext: boolean }): string | undefined {
  if (!env.isSecureContext)
    return 'The mock needs a Service Worker, which browsers run only on secure pages (HTTPS or localhost); this page is not one.';
  if (!env.hasServiceWorker)
    return 'The mock needs a Service Worker, which this browser does not offer (it may be turned off, or the page is in a private mode that blocks them).';
  return undefined;
}

export interface ShownResponse {
  status: string;
  headers: string;
  body: string;
}

export function showResponse(status: number, statusText: string, headers: Iterable<[string, string]>, body: string): ShownResponse {
  return {
    status: `${status}${statusText ? ` ${statusText}` : ''}`,
    headers: [...headers].map(([name, value]) => `${name}: ${value}`).join('\n'),
    body: body ? formatJson(body, 2) : '(no body)',
  };
}

/** The curl sample of the form: the reader's values, the token as `$ACCESS_TOKEN`, the host as `https://$API_HOST`. */
export function curlOfForm(request: { method: string; template: string }, form: FormValues, origin: string): string {
  const path = buildPath(request.template, form);
  const parsed = parseHeaderLines(form.headers);
  const headers = parsed.ok ? parsed.value : {};
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'authorization') headers[name] = 'Bearer $ACCESS_TOKEN';
  return curlOf(
    { method: request.method, path: path.ok ? path.value : request.template, headers, ...(form.body.trim() ? { body: form.body } : {}) },
    origin,
  );
}

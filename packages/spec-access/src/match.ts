// The one answer to "which operation is METHOD /path": a method and a path in any form a reader or an agent
// writes it (the spec's template `/checkouts/{id}`, the path as sent `/v1/checkouts/cho_1`, a full URL with a query
// string) to the operation and its path parameters. The base path comes from the servers that apply to each
// operation (operation, then Path Item, then root, as walkOperations gives them), never from a literal: the token
// call's own server (`https://{api_host}`, no base path) is honoured as written. A concrete segment beats a
// `{param}` (`/terminals/orders` is not `/terminals/{id}`). Browser-safe (no Node built-ins): the site's search
// dialog and the mock's Service Worker run it.
// @see https://spec.openapis.org/oas/v3.1.0#path-templating-matching
// @see https://spec.openapis.org/oas/v3.1.0#server-object
import { perObject } from './memo.ts';
import type { SpecDocument } from './openapi.ts';
import { safeDecode } from './urls.ts';
import { serverBasePath, walkOperations, type WalkedOperation } from './walk.ts';

export interface MatchOptions {
  /**
   * Only the path as sent: it must carry the operation's base path (`/v1/checkouts`, not `/checkouts`). For checks of
   * what code sends (request samples, the mock); readers and agents also write the spec's form, which is the default.
   */
  asSent?: boolean;
}

export interface PathMatch {
  /** Path parameters by name, decoded; a segment written as a template (`{id}`, `{}`) gives none. */
  params: Record<string, string>;
  /** Literal segments matched: the higher, the more concrete the template. */
  score: number;
}

export interface OperationMatch extends PathMatch {
  operation: WalkedOperation;
}

/** A full URL's path, query and fragment (`https://host/v1/a?x=1` -> `/v1/a?x=1`); any other text trimmed. */
export const withoutOrigin = (target: string) => target.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');

/** `https://host/v1/a/?x=1#y` -> `/v1/a`; `/a?x=1` -> `/a`; the query parameters (name and value), in order. */
export function requestTarget(target: string): { path: string; query: [string, string][] } {
  const [pathPart = '', rest = ''] = withoutOrigin(target).split(/(?=[?#])/, 2);
  // URLSearchParams reads the query as a browser does (`+` a space, percent-decoded, a stray `%` kept).
  const query = rest.startsWith('?') ? [...new URLSearchParams(rest.slice(1).replace(/#.*$/, ''))] : [];
  const path = `/${pathPart.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
  return { path, query };
}

const isTemplate = (segment: string) => /^\{[^}]*\}$/.test(segment);

function matchSegments(template: string, path: string): PathMatch | undefined {
  const t = (template.replace(/\/+$/, '') || '/').split('/');
  const p = path.split('/');
  if (t.length !== p.length) return undefined;
  const params: Record<string, string> = {};
  let score = 0;
  for (let i = 0; i < t.length; i++) {
    const name = /^\{([^}]+)\}$/.exec(t[i]!)?.[1];
    if (name !== undefined) {
      if (p[i] === '') return undefined;
      if (!isTemplate(p[i]!)) params[name] = safeDecode(p[i]!);
    } else if (t[i] === p[i]) score += t[i] === '' ? 0 : 1;
    else return undefined;
  }
  return { params, score };
}

/**
 * How `target` (any form, see the file comment) fits the path `template` under one of the server base paths `bases`
 * (`['/v1']`; `['']` for a server without one), or undefined when it does not.
 */
export function matchPath(template: string, target: string, bases: string[], options: MatchOptions = {}): PathMatch | undefined {
  return matchRequestPath(template, requestTarget(target).path, bases, options);
}

/** matchPath for a path already read by requestTarget. */
function matchRequestPath(template: string, path: string, bases: string[], options: MatchOptions): PathMatch | undefined {
  let best: PathMatch | undefined;
  const consider = (found: PathMatch | undefined) => {
    if (found && (!best || found.score > best.score)) best = found;
  };
  for (const base of bases.length ? bases : ['']) {
    if (base === '' || path === base || path.startsWith(`${base}/`)) consider(matchSegments(template, path.slice(base.length) || '/'));
  }
  if (!options.asSent) consider(matchSegments(template, path));
  return best;
}

/** The base paths of an operation's servers (`https://{api_host}/v1` -> `/v1`); `['']` when it has none. */
export function basePathsOf(walked: Pick<WalkedOperation, 'servers'>): string[] {
  const bases = walked.servers.map((s) => serverBasePath(s.url));
  return bases.length ? [...new Set(bases)] : [''];
}

interface Indexed {
  all: WalkedOperation[];
  operations: { walked: WalkedOperation; bases: string[] }[];
  byId: Map<string, WalkedOperation>;
}
const walked = perObject((doc: SpecDocument): Indexed => {
  const all = walkOperations(doc);
  const byId = new Map<string, WalkedOperation>();
  for (const w of all) if (w.operationId && !byId.has(w.operationId)) byId.set(w.operationId, w);
  // A webhook is also found by its event name, as guides and agents name it (an operationId wins).
  for (const w of all) if (w.kind === 'webhook' && !byId.has(w.path)) byId.set(w.path, w);
  return { all, operations: all.filter((w) => w.kind === 'operation').map((w) => ({ walked: w, bases: basePathsOf(w) })), byId };
});

/** The document's operations and webhooks (walkOperations), walked once per document object and shared. */
export function operationsOf(doc: SpecDocument): WalkedOperation[] {
  return walked(doc).all;
}

/** The operation or webhook with this operationId (or a webhook with this event name), or undefined (one index per document). */
export function operationById(doc: SpecDocument, operationId: string): WalkedOperation | undefined {
  return walked(doc).byId.get(operationId);
}

/**
 * The operation `METHOD target` calls and its path parameters, or an error saying why none: the path is another
 * method's (naming the methods it has), or no path of the spec (naming the servers paths are relative to).
 */
export function matchOperation(
  doc: SpecDocument,
  method: string,
  target: string,
  options: MatchOptions = {},
): OperationMatch | { error: string } {
  const wanted = method.toLowerCase();
  const { path } = requestTarget(target);
  let best: OperationMatch | undefined;
  const onPath = new Set<string>();
  for (const { walked: op, bases } of walked(doc).operations) {
    const found = matchRequestPath(op.path, path, bases, options);
    if (!found) continue;
    onPath.add(op.method.toUpperCase());
    if (op.method === wanted && (!best || found.score > best.score)) best = { operation: op, ...found };
  }
  if (best) return best;
  const shown = `${method.toUpperCase()} ${target.replace(/\{\}/g, '{…}')}`;
  if (onPath.size) return { error: `${shown} is not an operation of the spec (that path has ${[...onPath].join(', ')})` };
  const servers = (doc.servers ?? []).map((s) => s.url).join(', ') || 'none';
  return { error: `${shown} matches no path of the spec (paths are relative to the server URL: ${servers})` };
}

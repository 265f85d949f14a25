// Finds the operation a sample calls: the sample's path must start with the base path of the
// operation's server (`https://{api_host}/v1` -> `/v1`; operation, then path item, then root
// `servers` as OpenAPI says), and the rest must match the path template, a concrete segment
// beating a `{param}` (`/terminals/orders` is not `/terminals/{id}`).
// @see https://spec.openapis.org/oas/v3.1.0#path-templating-matching
// @see https://spec.openapis.org/oas/v3.1.0#server-object

import { serverBasePath, walkOperations } from '@paydocs/spec-access';

// biome-ignore lint/suspicious/noExplicitAny: the bundled spec is untyped JSON, walked by key.
type Json = Record<string, any>;

export interface MatchedOperation {
  operationId: string;
  method: string;
  template: string;
  operation: Json;
  pathItem: Json;
  /** Path-level and operation-level parameters, resolved, the operation's winning (the workspace's one rule). */
  parameters: Json[];
}

/** Segments of `template` matched against the sample's, or -1; higher is more concrete. */
function score(template: string, path: string): number {
  const t = template.split('/');
  const p = path.split('/');
  if (t.length !== p.length) return -1;
  let concrete = 0;
  for (let i = 0; i < t.length; i++) {
    if (/^\{[^}]+\}$/.test(t[i]!)) continue;
    if (t[i] !== p[i]) return -1;
    concrete++;
  }
  return concrete;
}

/** Operations of the spec's `paths` a request with this method and path could be. */
export function matchOperation(spec: Json, method: string, path: string): MatchedOperation | { error: string } {
  let best: MatchedOperation | undefined;
  let bestScore = -1;
  const onPath: string[] = [];
  for (const walked of walkOperations(spec)) {
    if (walked.kind !== 'operation') continue;
    const { path: template, method: m, operation } = walked;
    const pathItem = walked.pathItem.node;
    for (const base of walked.servers.length ? walked.servers.map((s) => serverBasePath(String(s.url))) : ['']) {
      if (!path.startsWith(base)) continue;
      const s = score(template, path.slice(base.length) || '/');
      if (s < 0) continue;
      onPath.push(m.toUpperCase());
      if (m.toUpperCase() === method && s > bestScore) {
        const parameters = walked.parameters.map((p) => p.node);
        best = { operationId: String(operation.operationId), method: m, template, operation, pathItem, parameters };
        bestScore = s;
      }
    }
  }
  if (best) return best;
  const shown = path.replace(/\{\}/g, '{…}');
  if (onPath.length)
    return { error: `${method} ${shown} is not an operation of the spec (that path has ${[...new Set(onPath)].join(', ')})` };
  return {
    error: `${method} ${shown} matches no path of the spec (paths are relative to the server URL: ${(spec.servers ?? []).map((s: Json) => s.url).join(', ') || 'none'})`,
  };
}

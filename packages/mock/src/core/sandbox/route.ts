// Where a request lands in the sandbox: the REST shape of its operation's path template (a collection `/checkouts`,
// an item `/checkouts/{id}`, an action `/checkouts/{id}/complete`) and the kind of resource, the collection's
// template, so `GET /checkouts/{id}` reads what `POST /checkouts` created.
import { parameterExample } from '@paydocs/request-validator';
import { basePathsOf, matchPath } from '@paydocs/spec-access/match';
import { requireOperation } from '@paydocs/spec-access/model';
import type { Spec } from '../types.ts';

export type Shape = 'create' | 'list' | 'read' | 'update' | 'action' | 'other';

export interface Route {
  operationId: string;
  /** Path parameters by name, decoded. */
  params: Record<string, string>;
  /** The collection the request is about (`/checkouts`), for create, list, read, update and actions. */
  kind: string;
  /** The id of the item (read, update, action), the last path parameter of the item path. */
  id?: string;
  shape: Shape;
  /** The path parameters' documented examples, by name. */
  exampleParams: Record<string, string>;
}

export function routeOf(spec: Spec, operationId: string, requestPath: string): Route {
  const walked = requireOperation(spec, operationId);
  // spec-access's one matcher: the path as sent, under the operation's own servers' base paths.
  const params = matchPath(walked.path, requestPath, basePathsOf(walked), { asSent: true })?.params ?? {};
  const exampleParams = Object.fromEntries(
    walked.parameters.filter((p) => p.node.in === 'path').map((p) => [String(p.node.name), String(parameterExample(spec, p.node) ?? '')]),
  );
  const segments = walked.path.split('/').filter(Boolean);
  const [parent, last] = [segments.at(-2) ?? '', segments.at(-1) ?? ''];
  const route = { operationId, params, exampleParams };
  const isParam = (s: string) => s.startsWith('{');
  if (!isParam(last) && isParam(parent) && segments.length >= 3)
    return { ...route, kind: `/${segments.slice(0, -2).join('/')}`, id: params[parent.slice(1, -1)], shape: 'action' };
  const item = isParam(last);
  const shapes: Record<string, Shape> = item ? { get: 'read', patch: 'update' } : { post: 'create', get: 'list' };
  const kind = item ? `/${segments.slice(0, -1).join('/')}` : walked.path;
  return { ...route, kind, id: item ? params[last.slice(1, -1)] : undefined, shape: shapes[walked.method] ?? 'other' };
}

// The rules of a call beside its schemas (the README's "Request validation"), shared by validateRequest (values
// known) and the samples checker (names only: a value a sample computes at run time is `undefined`).
// @see https://spec.openapis.org/oas/v3.1.0#security-requirement-object (any one requirement satisfies the call)
import { requiresToken, securityRequirements } from '@paydocs/spec-access/model';
import { resolve } from '@paydocs/spec-access/ref';
import type { WalkedOperation } from '@paydocs/spec-access/walk';
import type { RequestProblem, UntypedJson as Json } from './types.ts';

export interface CallParts {
  /** Header names in lower case with their values (undefined: sent, value unknown); undefined when not known at all. */
  headers?: Record<string, string | undefined>;
  /** Query parameter names, in order. */
  query: string[];
  hasBody: boolean;
}

/** What one security scheme of a requirement misses in `headers`, or undefined when it is satisfied. */
function schemeProblem(name: string, scheme: Json, headers: Record<string, string | undefined>): RequestProblem | undefined {
  if (scheme.type === 'http') {
    const wanted = String(scheme.scheme ?? '');
    const label = `${wanted.charAt(0).toUpperCase()}${wanted.slice(1).toLowerCase()}`;
    const problem = (message: string): RequestProblem => ({ location: 'header', name: 'Authorization', keyword: 'security', message });
    if (!('authorization' in headers)) return problem(`needs the Authorization header (${wanted.toLowerCase()} token)`);
    const value = headers.authorization;
    if (value !== undefined && !new RegExp(`^${wanted}\\s+\\S`, 'i').test(value))
      return problem(`Authorization: expected "${label} <token>" (security scheme ${name}), not the "${value.split(/\s/)[0]}" scheme`);
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header' && !(String(scheme.name).toLowerCase() in headers))
    return {
      location: 'header',
      name: String(scheme.name),
      keyword: 'security',
      message: `needs the ${scheme.name} header (security scheme ${name})`,
    };
  return undefined;
}

function securityProblems(spec: Json, operation: Json, headers: Record<string, string | undefined>): RequestProblem[] {
  if (!requiresToken(spec, operation)) return [];
  const requirements: Json[] = securityRequirements(spec, operation);
  const schemes: Json = spec.components?.securitySchemes ?? {};
  const unmet = requirements.map((r) =>
    Object.keys(r).flatMap((name) => schemeProblem(name, resolve(spec, schemes[name] ?? {}) as Json, headers) ?? []),
  );
  return unmet.some((problems) => problems.length === 0) ? [] : (unmet[0] ?? []);
}

export function callProblems(spec: Json, walked: WalkedOperation, parts: CallParts): RequestProblem[] {
  const id = String(walked.operationId);
  const parameters: Json[] = walked.parameters.map((p) => p.node);
  const problems: RequestProblem[] = [];
  if (parts.headers) {
    for (const p of securityProblems(spec, walked.operation, parts.headers)) problems.push({ ...p, message: `${id} ${p.message}` });
    for (const p of parameters)
      if (p.in === 'header' && p.required && !(String(p.name).toLowerCase() in parts.headers))
        problems.push({ location: 'header', name: p.name, keyword: 'required', message: `${id} requires the ${p.name} header` });
    if (parts.hasBody && !('content-type' in parts.headers))
      problems.push({
        location: 'header',
        name: 'Content-Type',
        keyword: 'content-type',
        message: `${id} sends a JSON body without "Content-Type: application/json"`,
      });
  }
  const queryNames = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of parts.query)
    if (!queryNames.has(name))
      problems.push({ location: 'query', name, keyword: 'undeclared', message: `${id} has no query parameter "${name}"` });
  const requestBody = walked.operation.requestBody;
  if (parts.hasBody && !requestBody)
    problems.push({ location: 'body', pointer: '', keyword: 'undeclared', message: `${id} takes no request body, but one is sent` });
  if (!parts.hasBody && requestBody && (resolve(spec, requestBody) as Json).required)
    problems.push({ location: 'body', pointer: '', keyword: 'required', message: `${id} requires a request body, but none is sent` });
  return problems;
}

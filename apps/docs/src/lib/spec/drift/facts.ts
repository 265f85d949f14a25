// What the spec holds, indexed for the drift check: the operation a `METHOD /path` names (spec-access's one
// matcher: the template, the path as sent with the server's base path, or a full URL) and the response statuses of each, the status of every error code, the documented transitions of every status
// enum, and the vocabulary of API identifiers (enum values, property and parameter names, error
// codes, constants, event names) that guide prose may put in backticks.
import type { SchemaOrRef } from '@paydocs/spec-access';
import type { ErrorCatalogue, StateTransitions } from '@paydocs/spec-tools/extensions';
import type { SpecModel } from '../spec-model.ts';

export interface SpecFacts {
  /** The operationId `METHOD path` names (`POST /checkouts/{id}/complete`, `POST /v1/checkouts/chk_1/complete`), if any. */
  operationOf(method: string, path: string): string | undefined;
  /** operationId (or webhook id) -> its response statuses. */
  statusesOf: Map<string, Set<string>>;
  /** Statuses of webhook responses (what the receiver answers). */
  webhookStatuses: Set<string>;
  /** Error code -> HTTP status from x-error-catalogue. */
  errorStatus: Map<string, string>;
  /** Status values some documented transition leads to. */
  transitionTargets: Set<string>;
  /** Every enum value that belongs to a state machine (a schema with x-state-transitions). */
  stateValues: Set<string>;
  /** Identifiers of the API that prose may name in backticks. */
  vocabulary: Set<string>;
  /** Webhook event names. */
  events: Set<string>;
}

export function specFacts(model: SpecModel): SpecFacts {
  const operationOf = (method: string, path: string) => model.operationAt(method, path)?.id;
  const statusesOf = new Map<string, Set<string>>();
  const webhookStatuses = new Set<string>();
  const vocabulary = new Set<string>();
  const events = new Set<string>();
  for (const entry of model.entries()) {
    const statuses = Object.keys(entry.operation.responses ?? {});
    statusesOf.set(entry.id, new Set(statuses));
    if (entry.kind === 'operation') for (const p of entry.parameters) vocabulary.add(p.node.name);
    else {
      events.add(entry.path);
      for (const s of statuses) webhookStatuses.add(s);
    }
  }
  const catalogue: ErrorCatalogue = model.hasSchema('ErrorCode') ? (model.getSchema('ErrorCode')['x-error-catalogue'] ?? {}) : {};
  const errorStatus = new Map(Object.entries(catalogue).map(([code, entry]) => [code, String(entry.status)]));
  const transitionTargets = new Set<string>();
  const stateValues = new Set<string>();
  const seen = new Set<object>();
  const walk = (schema: SchemaOrRef | undefined) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const s = model.resolve(schema);
    for (const v of s.enum ?? []) if (v !== null) vocabulary.add(String(v));
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      vocabulary.add(name);
      walk(prop);
    }
    for (const k of ['items', 'additionalProperties'] as const) if (typeof s[k] === 'object') walk(s[k] as SchemaOrRef);
    for (const k of ['allOf', 'oneOf', 'anyOf'] as const) for (const sub of s[k] ?? []) walk(sub);
    const x: StateTransitions | undefined = s['x-state-transitions'];
    if (x) {
      for (const v of s.enum ?? []) if (v !== null) stateValues.add(String(v));
      for (const t of x.transitions ?? []) transitionTargets.add(t.to);
    }
  };
  for (const schema of Object.values(model.doc.components?.schemas ?? {})) walk(schema);
  for (const code of errorStatus.keys()) vocabulary.add(code);
  // Values the spec names only in its prose (e.g. `invalid_amount` in a description) are API
  // identifiers too: prose may name what the spec names.
  for (const m of JSON.stringify(model.doc).matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) vocabulary.add(m[1]!);
  for (const name of Object.keys(model.doc.info['x-business-constants'] ?? {})) vocabulary.add(name);
  return { operationOf, statusesOf, webhookStatuses, errorStatus, transitionTargets, stateValues, vocabulary, events };
}

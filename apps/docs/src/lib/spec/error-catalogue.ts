// The error catalogue as rows: every ErrorCode value with its `x-error-catalogue` entry and
// `x-enum-descriptions` sentence. `pnpm spec lint` guarantees both cover every code with the
// contract's shape (@paydocs/spec-tools extensions), so they are read here without checks.
import type { RetryAdvice } from '@paydocs/spec-tools/extensions';
import type { SpecModel } from './spec-model.ts';

export type { RetryAdvice };

export interface ErrorEntry {
  code: string;
  status: number;
  retry: RetryAdvice;
  group: string;
  description: string;
}

export const RETRY_LABELS: Record<RetryAdvice, string> = {
  no: 'No',
  yes: 'Yes, with identical parameters',
  'after-24-hours': 'After 24 hours',
};

// Order and wording of the groups follow the API's error catalogue.
export const GROUP_LABELS: Record<string, string> = {
  required: 'Required',
  format: 'Format',
  card: 'Card',
  gateway: 'Gateway',
  idempotency: 'Idempotency',
  refunds: 'Refunds and voids',
  resources: 'Resources',
  tokens: 'Tokens',
  auth: 'Authentication',
  other: 'Other',
};

/** Appended to the meaning of a code whose HTTP status is inferred from its class (`inferred: true`). */
export const INFERRED_NOTE = 'Not documented: the HTTP status of this code; the status shown is inferred from its kind.';

export function groupLabel(group: string): string {
  return GROUP_LABELS[group] ?? group;
}

export function errorCatalogue(model: SpecModel): ErrorEntry[] {
  const schema = model.getSchema('ErrorCode');
  const catalogue = schema['x-error-catalogue'] ?? {};
  const descriptions = schema['x-enum-descriptions'] ?? {};
  return (schema.enum ?? []).map((value) => {
    const code = String(value);
    const entry = catalogue[code]!;
    const description = descriptions[code]!;
    // The status of an `inferred` entry is not documented for this code; the reader is told so in
    // the one place the status is shown, beside the meaning, so the table never states it as fact.
    const note = entry.inferred ? ` ${INFERRED_NOTE}` : '';
    return { code, status: entry.status, retry: entry.retry, group: entry.group, description: description + note };
  });
}

export interface HttpStatusEntry {
  status: string;
  name: string;
  description: string;
}

/**
 * Shared error responses (components/responses) with the HTTP status they are used under in the
 * operations, sorted by status. The status comes from the spec's own usage, not from a name table.
 */
export function httpErrorStatuses(model: SpecModel): HttpStatusEntry[] {
  const prefix = '#/components/responses/';
  const statusOf = new Map<string, string>();
  for (const entry of [...model.operations(), ...model.webhooks()]) {
    for (const [status, response] of Object.entries(entry.operation.responses ?? {})) {
      if (response.$ref?.startsWith(prefix) && !statusOf.has(response.$ref.slice(prefix.length))) {
        statusOf.set(response.$ref.slice(prefix.length), status);
      }
    }
  }
  return Object.entries(model.doc.components?.responses ?? {})
    .filter(([name]) => statusOf.has(name))
    .map(([name, response]) => ({ status: statusOf.get(name)!, name, description: model.resolve(response).description ?? '' }))
    .sort((a, b) => a.status.localeCompare(b.status));
}

export interface NetworkCategoryEntry {
  network: string | undefined;
  category: string;
  description: string | undefined;
}

/** NetworkErrorCategory values, split by card network when the schema's `x-networks` says which is whose. */
export function networkErrorCategories(model: SpecModel): NetworkCategoryEntry[] {
  const schema = model.getSchema('NetworkErrorCategory');
  const descriptions = schema['x-enum-descriptions'] ?? {};
  const networks = schema['x-networks'] ?? {};
  const networkOf = (value: string) => Object.entries(networks).find(([, values]) => values.includes(value))?.[0];
  return (schema.enum ?? [])
    .map((v) => String(v))
    .map((category) => ({
      network: networkOf(category),
      category,
      description: descriptions[category],
    }));
}

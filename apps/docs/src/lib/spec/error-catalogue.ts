// The error catalogue as rows: every ErrorCode value with its `x-error-catalogue` entry and
// `x-enum-descriptions` sentence. `pnpm spec lint` guarantees both cover every code with the
// contract's shape (@paydocs/spec-tools extensions), so they are read here without checks.
import { componentName } from '@paydocs/spec-access';
import type { EnumDescriptions, ErrorCatalogue, Networks, RetryAdvice } from '@paydocs/spec-tools/extensions';
import { enumValues } from './describe-schema.ts';
import type { SpecModel } from './spec-model.ts';

export interface ErrorEntry {
  code: string;
  status: number;
  retry: RetryAdvice;
  group: string;
  description: string;
  /** The status is inferred from the code's kind, not documented for this code (`inferred: true`). */
  inferred: boolean;
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

/**
 * An inferred status is marked in its cell, and the table's legend says once what the mark means,
 * instead of a sentence on every row. The HTML adds the spoken label, since a screen reader does
 * not read the legend while it reads a cell; the Markdown shows the mark and the legend.
 */
export const INFERRED_STATUS = {
  mark: '†',
  label: 'inferred, not documented for this code',
  legend: 'Not documented: the HTTP status of each code marked †; the status shown is inferred from its kind.',
} as const;

export function errorCatalogue(model: SpecModel): ErrorEntry[] {
  const schema = model.getSchema('ErrorCode');
  const catalogue: ErrorCatalogue = schema['x-error-catalogue'] ?? {};
  const descriptions: EnumDescriptions = schema['x-enum-descriptions'] ?? {};
  return (schema.enum ?? []).map((value) => {
    const code = String(value);
    const entry = catalogue[code]!;
    const description = descriptions[code]!;
    // The renderers mark an inferred status in its cell, so the table never states it as fact.
    return { code, status: entry.status, retry: entry.retry, group: entry.group, description, inferred: entry.inferred === true };
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
  const statusOf = new Map<string, string>();
  for (const entry of model.entries()) {
    for (const [status, response] of Object.entries(entry.operation.responses ?? {})) {
      const name = componentName(response.$ref, 'responses');
      if (name && !statusOf.has(name)) statusOf.set(name, status);
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
  const networks: Networks = schema['x-networks'] ?? {};
  const networkOf = (value: string) => Object.entries(networks).find(([, values]) => values.includes(value))?.[0];
  return enumValues(model, schema).map(({ value, description }) => ({ network: networkOf(value), category: value, description }));
}

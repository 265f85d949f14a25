// The error catalogue's labels and the site's other error tables (HTTP statuses of the shared
// error responses, network categories); the rows themselves are @paydocs/spec-tools' reader's.
import { componentName } from '@paydocs/spec-access';
import { type ErrorEntry, errorCatalogue as readErrorCatalogue } from '@paydocs/spec-tools/error-catalogue';
import type { Networks, RetryAdvice } from '@paydocs/spec-tools/extensions';
import { enumValues } from './describe-schema.ts';
import type { SpecModel } from './spec-model.ts';

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

/** The catalogue's rows (spec-tools' one reader of it), from the site's model. */
export const errorCatalogue = (model: SpecModel): ErrorEntry[] => readErrorCatalogue(model.doc);

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

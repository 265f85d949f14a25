// `x-error-catalogue` on ErrorCode: HTTP status, retry advice and group of every code, for the
// error catalogue table and <ErrorStatus>. `paydocs/error-catalogue` checks it covers every code.
import { defineExtension } from './contract.ts';

export type RetryAdvice = 'no' | 'yes' | 'after-24-hours';

export const ERROR_GROUPS = [
  'required',
  'format',
  'card',
  'gateway',
  'idempotency',
  'refunds',
  'resources',
  'tokens',
  'auth',
  'other',
] as const;
export type ErrorGroup = (typeof ERROR_GROUPS)[number];

export interface ErrorCatalogueEntry {
  /** HTTP status the code comes with (400-599). */
  status: number;
  retry: RetryAdvice;
  group: ErrorGroup;
  /** True when only the class of the status is documented for this code, not the status itself. */
  inferred?: boolean;
}

export type ErrorCatalogue = Record<string, ErrorCatalogueEntry>;

export const errorCatalogue = defineExtension<ErrorCatalogue>({
  key: 'x-error-catalogue',
  on: ['Schema'],
  summary: 'status, retry advice and group of every ErrorCode value, for the error catalogue',
  requiredOn: { schema: 'ErrorCode', reader: '<ErrorCatalogue> and <ErrorStatus>' },
  rules: ['paydocs/error-catalogue'],
  schema: {
    type: 'object',
    required: [],
    additionalProperties: {
      type: 'object',
      required: ['status', 'retry', 'group'],
      additionalProperties: false,
      properties: {
        status: { type: 'integer', minimum: 400, maximum: 599 },
        retry: { type: 'string', enum: ['no', 'yes', 'after-24-hours'] },
        group: { type: 'string', enum: [...ERROR_GROUPS] },
        inferred: { type: 'boolean', nullable: true },
      },
    },
  },
});

// `x-error-catalogue` on ErrorCode: HTTP status, retry advice and group of every code, for the
// error catalogue table and <ErrorStatus>. `paydocs/error-catalogue` checks it covers every code.
import { z } from 'zod';
import { defineExtension } from './contract.ts';

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
const retry = z.enum(['no', 'yes', 'after-24-hours']);
const entry = z.strictObject({
  /** HTTP status the code comes with (400-599). */
  status: z.int().min(400).max(599),
  retry,
  group: z.enum(ERROR_GROUPS),
  /** True when only the class of the status is documented for this code, not the status itself. */
  inferred: z.boolean().optional(),
});
const shape = z.record(z.string(), entry);
export type RetryAdvice = z.infer<typeof retry>;
export type ErrorGroup = (typeof ERROR_GROUPS)[number];
export type ErrorCatalogueEntry = z.infer<typeof entry>;
export type ErrorCatalogue = z.infer<typeof shape>;

export const errorCatalogue = defineExtension({
  key: 'x-error-catalogue',
  on: ['Schema'],
  summary: 'status, retry advice and group of every ErrorCode value, for the error catalogue',
  requiredOn: { schema: 'ErrorCode', reader: '<ErrorCatalogue> and <ErrorStatus>' },
  rules: ['paydocs/error-catalogue'],
  shape,
});

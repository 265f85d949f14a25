// `x-enum-descriptions` on an enum schema: one sentence per value, shown by <EnumTable> and every
// table that lists the enum. `paydocs/enum-descriptions` checks it covers exactly the enum's values.
import { z } from 'zod';
import { defineExtension, SENTENCE } from './contract.ts';

/** Enum value (as a string) to one sentence. */
export type EnumDescriptions = Record<string, string>;

export const enumDescriptions = defineExtension({
  key: 'x-enum-descriptions',
  on: ['Schema'],
  summary: 'one sentence per enum value, shown wherever the enum is listed',
  rules: ['paydocs/enum-descriptions'],
  shape: z.record(z.string(), SENTENCE),
});

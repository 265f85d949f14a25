// `x-conventions` on `info`: the rules that hold across the API (timestamp formats, amounts never
// negative, the status of create calls...), each stated once with its open question and assumption.
// A field, parameter, operation or response that follows one carries `x-convention: <id>` instead of
// repeating the sentence; the site links that marker to the one statement (<Conventions>).
import { z } from 'zod';
import { defineExtension, KEBAB_CASE, SENTENCE } from './contract.ts';

const entry = z.strictObject({
  /** A short name, the marker's link text: `Timestamps`. */
  title: SENTENCE,
  /** The convention as a reader needs it, with its "Not documented: ... Assumed: ..." sentences. */
  description: SENTENCE,
});
/** kebab-case id to convention. */
const shape = z.record(z.string().regex(KEBAB_CASE), entry);
export type Convention = z.infer<typeof entry>;
export type Conventions = z.infer<typeof shape>;

export const conventions = defineExtension({
  key: 'x-conventions',
  on: ['Info'],
  summary: 'API-wide conventions stated once, which x-convention markers link to (<Conventions>)',
  shape,
});

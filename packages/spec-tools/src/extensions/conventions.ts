// `x-conventions` on `info`: the rules that hold across the API (timestamp formats, amounts never
// negative, the status of create calls...), each stated once with its open question and assumption.
// A field, parameter, operation or response that follows one carries `x-convention: <id>` instead of
// repeating the sentence; the site links that marker to the one statement (<Conventions>).
import { defineExtension, KEBAB_CASE, SENTENCE } from './contract.ts';

export interface Convention {
  /** A short name, the marker's link text: `Timestamps`. */
  title: string;
  /** The convention as a reader needs it, with its "Not documented: ... Assumed: ..." sentences. */
  description: string;
}

/** kebab-case id to convention. */
export type Conventions = Record<string, Convention>;

export const conventions = defineExtension<Conventions>({
  key: 'x-conventions',
  on: ['Info'],
  summary: 'API-wide conventions stated once, which x-convention markers link to (<Conventions>)',
  schema: {
    type: 'object',
    required: [],
    propertyNames: { pattern: KEBAB_CASE },
    additionalProperties: {
      type: 'object',
      required: ['title', 'description'],
      additionalProperties: false,
      properties: { title: SENTENCE, description: SENTENCE },
    },
  },
});

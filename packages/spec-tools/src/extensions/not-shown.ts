// `x-not-shown`: what the API documentation does not show about the object it sits on. The site
// prints it as a "Not documented: ..." note and `paydocs-spec gaps` lists it as an open question.
import { defineExtension, SENTENCE } from './contract.ts';

/** A sentence (or the end of one: the site prefixes "Not documented:"). */
export type NotShown = string;

export const notShown = defineExtension({
  key: 'x-not-shown',
  on: ['Schema', 'Operation', 'Parameter', 'Response', 'Header', 'MediaType'],
  summary: 'what the API documentation does not show about this object, printed as "Not documented: ..."',
  shape: SENTENCE,
});

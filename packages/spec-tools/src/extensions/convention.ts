// `x-convention` on a schema, parameter, operation or response: the id of the `info.x-conventions`
// entry it follows, shown as a link to that statement instead of the sentence itself. An id that
// names no convention fails `paydocs-spec gaps` (and so the site build) at its file and pointer.
import { z } from 'zod';
import { defineExtension, KEBAB_CASE } from './contract.ts';

export type ConventionId = string;

export const convention = defineExtension({
  key: 'x-convention',
  on: ['Schema', 'Parameter', 'Operation', 'Response'],
  summary: 'the id of the info.x-conventions entry this object follows, shown as a link to it',
  shape: z.string().regex(KEBAB_CASE),
});

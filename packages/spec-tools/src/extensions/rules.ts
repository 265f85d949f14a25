// `x-rules` on an operation or a schema: rules JSON Schema cannot express, shown by <Rules> and on
// the operation cards. `paydocs/x-rules` checks the ids are unique in the list.
import { z } from 'zod';
import { defineExtension, KEBAB_CASE, SENTENCE } from './contract.ts';

const entry = z.strictObject({
  /** kebab-case, unique in its list. */
  id: z.string().regex(KEBAB_CASE),
  description: SENTENCE,
});
export type RuleEntry = z.infer<typeof entry>;

export const rules = defineExtension({
  key: 'x-rules',
  on: ['Schema', 'Operation'],
  summary: 'rules JSON Schema cannot express, as {id, description}, listed on the page',
  rules: ['paydocs/x-rules'],
  shape: z.array(entry),
});

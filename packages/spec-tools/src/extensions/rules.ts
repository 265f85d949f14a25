// `x-rules` on an operation or a schema: rules JSON Schema cannot express, shown by <Rules> and on
// the operation cards. `paydocs/x-rules` checks the ids are unique in the list.
import { defineExtension, KEBAB_CASE, SENTENCE } from './contract.ts';

export interface RuleEntry {
  /** kebab-case, unique in its list. */
  id: string;
  description: string;
}

export const rules = defineExtension<RuleEntry[]>({
  key: 'x-rules',
  on: ['Schema', 'Operation'],
  summary: 'rules JSON Schema cannot express, as {id, description}, listed on the page',
  rules: ['paydocs/x-rules'],
  schema: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'description'],
      additionalProperties: false,
      properties: { id: { type: 'string', pattern: KEBAB_CASE }, description: SENTENCE },
    },
  },
});

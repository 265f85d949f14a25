// `x-component-scopes` on WebComponentScope: the token scopes each embeddable web component needs,
// for the <WebComponentScopes> table.
import { z } from 'zod';
import { defineExtension, SENTENCE } from './contract.ts';

const entry = z.strictObject({
  /** The component's short name (`tokenize`, `checkout`). */
  component: z.string().min(1),
  /** How the docs name it. */
  label: SENTENCE,
  description: SENTENCE,
  /** Every scope the component's token needs, in `<access>:<kind>:{id}` form. */
  scopes: z.array(z.string().min(1)).min(1),
});
export type ComponentScopeEntry = z.infer<typeof entry>;

export const componentScopes = defineExtension({
  key: 'x-component-scopes',
  on: ['Schema'],
  summary: 'the token scopes each web component needs, for <WebComponentScopes>',
  requiredOn: { schema: 'WebComponentScope', reader: '<WebComponentScopes>' },
  shape: z.array(entry).min(1),
});

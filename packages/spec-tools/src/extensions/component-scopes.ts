// `x-component-scopes` on WebComponentScope: the token scopes each embeddable web component needs,
// for the <WebComponentScopes> table.
import { defineExtension, SENTENCE } from './contract.ts';

export interface ComponentScopeEntry {
  /** The component's short name (`tokenize`, `checkout`). */
  component: string;
  /** How the docs name it. */
  label: string;
  description: string;
  /** Every scope the component's token needs, in `<access>:<kind>:{id}` form. */
  scopes: string[];
}

export const componentScopes = defineExtension<ComponentScopeEntry[]>({
  key: 'x-component-scopes',
  on: ['Schema'],
  summary: 'the token scopes each web component needs, for <WebComponentScopes>',
  requiredOn: { schema: 'WebComponentScope', reader: '<WebComponentScopes>' },
  schema: {
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      required: ['component', 'label', 'description', 'scopes'],
      additionalProperties: false,
      properties: {
        component: { type: 'string', minLength: 1 },
        label: SENTENCE,
        description: SENTENCE,
        scopes: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
      },
    },
  },
});

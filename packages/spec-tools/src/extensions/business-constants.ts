// `x-business-constants` on `info`: named figures of the API (time windows, limits) with their unit,
// for the <Constants> table and inline <Constant name>.
import { defineExtension, SENTENCE, SNAKE_CASE } from './contract.ts';

export interface BusinessConstant {
  /** A number, a word or a list of words; never null. */
  value: number | string | string[];
  /** The unit the value is counted in (`hours`, `cents`), or the kind of a text value. */
  unit: string;
  description: string;
}

/** snake_case name to constant. */
export type BusinessConstants = Record<string, BusinessConstant>;

export const businessConstants = defineExtension<BusinessConstants>({
  key: 'x-business-constants',
  on: ['Info'],
  summary: 'named figures of the API with value, unit and meaning, for <Constants> and <Constant>',
  schema: {
    type: 'object',
    required: [],
    propertyNames: { pattern: SNAKE_CASE },
    additionalProperties: {
      type: 'object',
      required: ['value', 'unit', 'description'],
      additionalProperties: false,
      properties: {
        value: {
          oneOf: [{ type: 'number' }, { type: 'string' }, { type: 'array', items: { type: 'string' } }],
        } as never,
        unit: { type: 'string' },
        description: SENTENCE,
      },
    },
  },
});

// `x-business-constants` on `info`: named figures of the API (time windows, limits) with their unit,
// for the <Constants> table and inline <Constant name>.
import { z } from 'zod';
import { defineExtension, SENTENCE, SNAKE_CASE } from './contract.ts';

const constant = z.strictObject({
  /** A number, a word or a list of words; never null. */
  value: z.xor([z.number(), z.string(), z.array(z.string())]),
  /** The unit the value is counted in (`hours`, `cents`), or the kind of a text value. */
  unit: z.string(),
  description: SENTENCE,
});
/** snake_case name to constant. */
const shape = z.record(z.string().regex(SNAKE_CASE), constant);
export type BusinessConstant = z.infer<typeof constant>;
export type BusinessConstants = z.infer<typeof shape>;

export const businessConstants = defineExtension({
  key: 'x-business-constants',
  on: ['Info'],
  summary: 'named figures of the API with value, unit and meaning, for <Constants> and <Constant>',
  shape,
});

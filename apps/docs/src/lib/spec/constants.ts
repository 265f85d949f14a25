// Business constants from `info.x-business-constants` (product spec section 9).
import { SpecLookupError, type SpecModel } from './spec-model.ts';
import type { BusinessConstant } from './types.ts';

export interface ConstantEntry extends BusinessConstant {
  name: string;
  /** Value and unit as read in a sentence, e.g. `24 hours`. */
  text: string;
}

export function formatConstant(c: BusinessConstant): string {
  const value = typeof c.value === 'string' ? c.value : JSON.stringify(c.value);
  return c.unit ? `${value} ${c.unit}` : value;
}

export function businessConstants(model: SpecModel): ConstantEntry[] {
  const all = model.doc.info['x-business-constants'];
  if (!all) throw new SpecLookupError('#/info/x-business-constants is missing; expected {<snake_name>: {value, unit, description}}.');
  return Object.entries(all).map(([name, c]) => ({ name, ...c, text: formatConstant(c) }));
}

export function getConstant(model: SpecModel, name: string): ConstantEntry {
  const found = businessConstants(model).find((c) => c.name === name);
  if (!found) {
    throw new SpecLookupError(
      `#/info/x-business-constants/${name} does not exist. Known constants: ${businessConstants(model).map((c) => c.name).join(', ')}.`,
    );
  }
  return found;
}

// Business constants from `info.x-business-constants` (product spec section 9).
import { SpecLookupError, type SpecModel } from './spec-model.ts';
import type { BusinessConstant, BusinessConstants } from '@paydocs/spec-tools/extensions';

export interface ConstantEntry extends BusinessConstant {
  name: string;
  /** Value and unit as read in a sentence, e.g. `24 hours`. */
  text: string;
}

/**
 * How a constant reads inside a sentence. Numbers take their unit (singular for 1: "1 week");
 * lists read "USA or CAN"; for a text value the unit names its kind ("settlement timing",
 * "date"), so only a parenthetical qualifier of the unit is kept ("11:30 (Central US time)"),
 * unless the value is a quantity word ("a few business days (at most)").
 */
export function formatConstant(c: BusinessConstant): string {
  const unit = c.unit?.trim();
  if (typeof c.value === 'number') {
    if (!unit) return String(c.value);
    const singular = c.value === 1 && /^[a-z]+s$/i.test(unit) ? unit.slice(0, -1) : unit;
    return `${c.value} ${singular}`;
  }
  if (Array.isArray(c.value)) return c.value.map(String).join(' or ');
  const value = String(c.value);
  if (!unit) return value;
  if (/^(a few|several|\d+(\.\d+)?)$/i.test(value)) return `${value} ${unit}`;
  const qualifier = unit.match(/\(([^)]+)\)\s*$/)?.[0];
  return qualifier ? `${value} ${qualifier}` : value;
}

/** The raw value as text, for tables that show value and unit in separate columns. */
export function constantValueText(c: BusinessConstant): string {
  return Array.isArray(c.value) ? c.value.map(String).join(', ') : typeof c.value === 'string' ? c.value : JSON.stringify(c.value);
}

export function businessConstants(model: SpecModel): ConstantEntry[] {
  const all: BusinessConstants | undefined = model.doc.info['x-business-constants'];
  if (!all) throw new SpecLookupError('#/info/x-business-constants is missing; expected {<snake_name>: {value, unit, description}}.');
  return Object.entries(all).map(([name, c]) => ({ name, ...c, text: formatConstant(c) }));
}

export function getConstant(model: SpecModel, name: string): ConstantEntry {
  const found = businessConstants(model).find((c) => c.name === name);
  if (!found) {
    throw new SpecLookupError(
      `#/info/x-business-constants/${name} does not exist. Known constants: ${businessConstants(model)
        .map((c) => c.name)
        .join(', ')}.`,
    );
  }
  return found;
}

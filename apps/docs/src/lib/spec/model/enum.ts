// View model of an enum schema: its values with their `x-enum-descriptions` (every value has one:
// `pnpm spec lint`, paydocs/enum-descriptions, guarantees it) and its open question, if any.
// <EnumTable>, <SchemaTable> of an enum and their Markdown version render this.
import { enumValues, type EnumValue } from '../describe-schema.ts';
import type { SpecModel } from '../spec-model.ts';

export interface EnumView {
  name: string;
  values: EnumValue[];
  notShown: string | undefined;
}

export function enumView(model: SpecModel, name: string): EnumView {
  const schema = model.getSchema(name);
  const values = enumValues(model, schema);
  if (values.length === 0) throw new Error(`<EnumTable name="${name}">: #/components/schemas/${name} has no \`enum\`.`);
  return { name, values, notShown: schema['x-not-shown'] };
}

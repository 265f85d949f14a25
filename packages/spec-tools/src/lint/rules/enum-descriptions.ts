// Enums are documented value by value: `x-enum-descriptions` maps every enum value, and nothing
// else, to one sentence (the docs' EnumTable renders it). `null` in a nullable enum needs no entry.
// That each entry is a sentence is the contract's (src/extensions/, `paydocs/extension-contracts`).
import { checkEnumKeyedMap, enumKeys, isObject, quoteList, type JsonObject, type Oas3Rule } from './shared.ts';

export const EnumDescriptions: Oas3Rule = () => ({
  Schema(schema, { report, location }) {
    if (!Array.isArray(schema.enum)) return;
    const values = enumKeys(schema.enum);
    const descriptions: unknown = (schema as JsonObject)['x-enum-descriptions'];
    if (!isObject(descriptions)) {
      report({
        message: `Enum has no \`x-enum-descriptions\` map: expected one sentence for each of ${quoteList(values)}.`,
        location: location.child(['enum']).key(),
      });
      return;
    }
    checkEnumKeyedMap(values, descriptions, location.child(['x-enum-descriptions']), report, {
      missing: (list) => `\`x-enum-descriptions\` has no entry for ${list}: every enum value needs one.`,
      extra: (key) => `\`x-enum-descriptions\` describes "${key}", which is not a value of this enum (${quoteList(values)}).`,
    });
  },
});

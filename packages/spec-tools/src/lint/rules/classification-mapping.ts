// `x-classification-mapping` rows name values of three enums: `business_type` of BusinessType,
// `business_structure` of BusinessStructure (or `*`), `classification` of the enum it sits on
// (BusinessClassification). The site's <ClassificationMapper> offers exactly these values, so a
// row naming anything else would be a choice the reader cannot make. Checked once every schema is seen.
import { componentSchemaName } from './component-name.ts';
import { enumKeys, isObject, quoteList, type Oas3Rule, type UserContext } from './shared.ts';

const KEY = 'x-classification-mapping';

export const ClassificationMapping: Oas3Rule = () => {
  const enums = new Map<string, string[]>();
  const sites: { rows: unknown[]; own: string[]; location: UserContext['location'] }[] = [];
  return {
    Schema(schema, { location }) {
      const name = componentSchemaName(location);
      if (name && Array.isArray(schema.enum)) enums.set(name, enumKeys(schema.enum));
      const rows: unknown = (schema as Record<string, unknown>)[KEY];
      if (Array.isArray(rows)) sites.push({ rows, own: enumKeys(schema.enum ?? []), location: location.child([KEY]) });
    },
    Root: {
      leave(_root, { report }) {
        for (const { rows, own, location } of sites) {
          const columns: [string, string[] | undefined, string][] = [
            ['business_type', enums.get('BusinessType'), 'BusinessType'],
            ['business_structure', enums.get('BusinessStructure')?.concat('*'), 'BusinessStructure (or "*")'],
            ['classification', own, 'the enum this mapping sits on'],
          ];
          if (columns.some(([, values]) => values === undefined)) {
            report({
              message: `\`${KEY}\` needs enum schemas named BusinessType and BusinessStructure to check its rows against.`,
              location: location.key(),
            });
            continue;
          }
          rows.forEach((row, i) => {
            if (!isObject(row)) return; // shape: paydocs/extension-contracts
            for (const [column, values, source] of columns) {
              if (values === undefined) continue;
              const value = row[column];
              if (typeof value === 'string' && !values.includes(value)) {
                report({
                  message: `\`${KEY}/${i}/${column}\` is "${value}", which is not a value of ${source} (${quoteList(values)}).`,
                  location: location.child([i, column]),
                });
              }
            }
          });
        }
      },
    },
  };
};

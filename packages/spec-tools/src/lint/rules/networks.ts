// `x-networks` assigns enum values to card networks; <NetworkErrorCategories> groups the values by
// it. Every value it names must be a value of the enum it sits on, and no value may belong to two
// networks (the table would show it twice).
import { enumKeys, isObject, quoteList, type Oas3Rule } from './shared.ts';

const KEY = 'x-networks';

export const Networks: Oas3Rule = () => ({
  Schema(schema, { report, location }) {
    const networks: unknown = (schema as Record<string, unknown>)[KEY];
    if (!isObject(networks)) return; // absent, or shape: paydocs/extension-contracts
    const at = location.child([KEY]);
    const values = enumKeys(schema.enum ?? []);
    const owner = new Map<string, string>();
    for (const [network, list] of Object.entries(networks)) {
      if (!Array.isArray(list)) continue;
      list.forEach((value, i) => {
        const v = String(value);
        if (!values.includes(v)) {
          report({
            message: `\`${KEY}/${network}/${i}\` is "${v}", which is not a value of this enum (${quoteList(values)}).`,
            location: at.child([network, i]),
          });
        } else if (owner.has(v)) {
          report({
            message: `\`${KEY}\` gives "${v}" to both ${owner.get(v)} and ${network}; a value belongs to one network.`,
            location: at.child([network, i]),
          });
        }
        owner.set(v, owner.get(v) ?? network);
      });
    }
  },
});

// `x-error-catalogue` on ErrorCode (team contract): one entry per code, {status, retry, group, inferred?},
// so the docs' error catalogue can filter by group and show the HTTP status of every code.
// `inferred: true` marks a status the API does not document for that code (only its class is):
// the site says so beside the code and `paydocs-spec gaps` lists it as an open question.
// The entry shape (status 400-599, retry, group, inferred) is the contract's in src/extensions/,
// checked by `paydocs/extension-contracts`; this rule checks the codes against the enum.
import { checkEnumKeyedMap, enumKeys, isObject, type JsonObject, type Oas3Rule } from './shared.ts';

export const ErrorCatalogue: Oas3Rule = () => ({
  Schema(schema, { report, location }) {
    const catalogue: unknown = (schema as JsonObject)['x-error-catalogue'];
    if (catalogue === undefined) return;
    const at = location.child(['x-error-catalogue']);
    if (!Array.isArray(schema.enum)) {
      report({ message: '`x-error-catalogue` must sit on an enum schema (ErrorCode).', location: at.key() });
      return;
    }
    if (!isObject(catalogue)) return; // shape: paydocs/extension-contracts
    checkEnumKeyedMap(enumKeys(schema.enum), catalogue, at, report, {
      missing: (codes) => `\`x-error-catalogue\` has no entry for ${codes}.`,
      extra: (code) => `\`x-error-catalogue\` lists "${code}", which is not a value of the enum.`,
    });
  },
});

// `x-error-catalogue` on ErrorCode (team contract): one entry per code, {status, retry, group},
// so the docs' error catalogue can filter by group and show the HTTP status of every code.
import { enumKeys, isObject, quoteList, type JsonObject, type Oas3Rule } from './shared.ts';

const RETRY = ['no', 'yes', 'after-24-hours'];
const GROUPS = [
  'required', 'format', 'card', 'gateway', 'idempotency', 'refunds', 'resources', 'tokens', 'auth', 'other',
];

export const ErrorCatalogue: Oas3Rule = () => ({
  Schema(schema, { report, location }) {
    const catalogue: unknown = (schema as JsonObject)['x-error-catalogue'];
    if (catalogue === undefined) return;
    const at = location.child(['x-error-catalogue']);
    if (!Array.isArray(schema.enum) || !isObject(catalogue)) {
      report({ message: '`x-error-catalogue` must be a map on an enum schema (ErrorCode).', location: at.key() });
      return;
    }
    const codes = enumKeys(schema.enum);
    const missing = codes.filter((code) => !(code in catalogue));
    if (missing.length > 0) {
      report({ message: `\`x-error-catalogue\` has no entry for ${quoteList(missing)}.`, location: at.key() });
    }
    for (const [code, entry] of Object.entries(catalogue)) {
      if (!codes.includes(code)) {
        report({ message: `\`x-error-catalogue\` lists "${code}", which is not a value of the enum.`, location: at.child([code]).key() });
        continue;
      }
      const e = isObject(entry) ? entry : {};
      if (!Number.isInteger(e.status) || (e.status as number) < 400 || (e.status as number) > 599) {
        report({ message: `\`${code}.status\` must be an HTTP error status (integer 400-599).`, location: at.child([code]) });
      }
      if (typeof e.retry !== 'string' || !RETRY.includes(e.retry)) {
        report({ message: `\`${code}.retry\` must be one of ${quoteList(RETRY)}.`, location: at.child([code]) });
      }
      if (typeof e.group !== 'string' || !GROUPS.includes(e.group)) {
        report({ message: `\`${code}.group\` must be one of ${quoteList(GROUPS)}.`, location: at.child([code]) });
      }
    }
  },
});

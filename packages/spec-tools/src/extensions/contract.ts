// What an extension contract is: the one declaration of an `x-` key the spec uses. Its shape is a zod schema: the
// TypeScript type the site imports is inferred from it (`z.infer`) and the JSON Schema the linter enforces with Ajv
// is generated from it (`z.toJSONSchema`), so the type and the enforced shape cannot drift apart.
import { z } from 'zod';

/** Redocly node type names an extension may sit on (`any` visitor's `type.name`). */
export type NodeKind = 'Root' | 'Info' | 'Schema' | 'Operation' | 'Parameter' | 'Response' | 'Header' | 'MediaType' | 'Tag';

export interface ExtensionContract {
  /** The key as written in the YAML, e.g. `x-state-transitions`. */
  key: `x-${string}`;
  /** Where the key is allowed; anywhere else lint reports it. */
  on: readonly NodeKind[];
  /** One line for the lint message and the contributor docs: what the key is for. */
  summary: string;
  /** The shape, as JSON Schema (draft 7): `paydocs/extension-contracts` validates every occurrence against it. */
  schema: object;
  /**
   * A component schema that must carry the key when the spec has that schema, because a site
   * component reads it there (e.g. the error catalogue reads `ErrorCode`'s `x-error-catalogue`).
   */
  requiredOn?: { schema: string; reader: string };
  /** Project rules that check what JSON Schema cannot (values of other enums, cross-file names). */
  rules?: readonly string[];
}

/** A contract whose JSON Schema is generated from its zod `shape`. */
export function defineExtension({ shape, ...contract }: Omit<ExtensionContract, 'schema'> & { shape: z.ZodType }): ExtensionContract {
  return { ...contract, schema: z.toJSONSchema(shape, { target: 'draft-7' }) };
}

/** Name patterns, with the words lint uses when a name does not match. */
export const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
export const PATTERN_NAMES: Record<string, string> = { [KEBAB_CASE.source]: 'kebab-case', [SNAKE_CASE.source]: 'snake_case' };

/** A non-empty sentence (not only blanks); the site prints it as is. Lint words a miss as such. */
export const SENTENCE = z.string().regex(/\S/);

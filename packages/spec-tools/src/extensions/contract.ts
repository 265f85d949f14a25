// What an extension contract is: the one declaration of an `x-` key the spec uses. The JSON Schema
// is typed with Ajv's JSONSchemaType<T>, so the TypeScript type the site imports and the shape the
// linter enforces cannot drift apart (tsc fails when they disagree).
import type { JSONSchemaType } from 'ajv';

/** Redocly node type names an extension may sit on (`any` visitor's `type.name`). */
export type NodeKind = 'Root' | 'Info' | 'Schema' | 'Operation' | 'Parameter' | 'Response' | 'Header' | 'MediaType' | 'Tag';

export interface ExtensionContract<T = unknown> {
  /** The key as written in the YAML, e.g. `x-state-transitions`. */
  key: `x-${string}`;
  /** Where the key is allowed; anywhere else lint reports it. */
  on: readonly NodeKind[];
  /** One line for the lint message and the contributor docs: what the key is for. */
  summary: string;
  /** The shape; `paydocs/extension-contracts` validates every occurrence against it. */
  schema: JSONSchemaType<T>;
  /**
   * A component schema that must carry the key when the spec has that schema, because a site
   * component reads it there (e.g. the error catalogue reads `ErrorCode`'s `x-error-catalogue`).
   */
  requiredOn?: { schema: string; reader: string };
  /** Project rules that check what JSON Schema cannot (values of other enums, cross-file names). */
  rules?: readonly string[];
}

/** A contract with its value type erased, for the registry and the lint rule. */
export type AnyExtensionContract = Omit<ExtensionContract, 'schema'> & { schema: object };

/** Identity with inference, so each module declares `T` once and gets a checked schema. */
export function defineExtension<T>(contract: ExtensionContract<T>): ExtensionContract<T> {
  return contract;
}

/** Name patterns, with the words lint uses when a name does not match. */
export const KEBAB_CASE = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const SNAKE_CASE = '^[a-z][a-z0-9]*(_[a-z0-9]+)*$';
export const PATTERN_NAMES: Record<string, string> = { [KEBAB_CASE]: 'kebab-case', [SNAKE_CASE]: 'snake_case' };

/** A non-empty sentence (not only blanks); the site prints it as is. Lint words a miss as such. */
export const SENTENCE = { type: 'string', pattern: '\\S' } as const;

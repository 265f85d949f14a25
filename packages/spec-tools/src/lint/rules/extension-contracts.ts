// Every `x-` key in the spec must have a contract in src/extensions/ and match it: allowed on this
// kind of node, shaped as its JSON Schema says, and present where a site component reads it
// (`requiredOn`). The site trusts these shapes and does not check them again, so a spec that lints
// cannot break the docs build on an extension.
import { parsePointer } from '@paydocs/spec-access';
import type { ErrorObject, ValidateFunction } from 'ajv';
import AjvModule from 'ajv';
import { PATTERN_NAMES } from '../../extensions/contract.ts';
import { EXTENSIONS, EXTENSIONS_BY_KEY } from '../../extensions/index.ts';
import { componentSchemaName } from './component-name.ts';
import { isObject, quoteList, type Oas3Rule, type UserContext } from './shared.ts';

// CommonJS with `exports.default`: under Node's ESM loader the default import is `module.exports`.
const Ajv = AjvModule.default;
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validators = new Map<string, ValidateFunction>(EXTENSIONS.map((c) => [c.key, ajv.compile(c.schema)]));
const CONTRACTS_DIR = 'packages/spec-tools/src/extensions/index.ts';

function describe(key: string, error: ErrorObject): { message: string; extra?: string } {
  const at = `\`${key}${error.instancePath}\``;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { message: `${at} is missing \`${p.missingProperty}\`.` };
    case 'additionalProperties':
      return { message: `${at} has \`${p.additionalProperty}\`, which its contract does not allow.`, extra: String(p.additionalProperty) };
    case 'enum':
      return { message: `${at} must be one of ${quoteList((p.allowedValues as unknown[]).map(String))}.` };
    case 'pattern': {
      if (p.pattern === '\\S') return { message: `${at} must be a non-empty sentence.` };
      const name = PATTERN_NAMES[String(p.pattern)] ?? `a match of ${p.pattern}`;
      if (error.propertyName !== undefined) return { message: `${at} has the key "${error.propertyName}", which must be ${name}.` };
      return { message: `${at} must be ${name}.` };
    }
    default:
      return { message: `${at} ${error.message}.` };
  }
}

function checkNode(node: Record<string, unknown>, { report, location, type }: UserContext): void {
  for (const [key, value] of Object.entries(node)) {
    if (!key.startsWith('x-')) continue;
    const contract = EXTENSIONS_BY_KEY.get(key);
    if (!contract) {
      report({
        message: `\`${key}\` has no contract: declare it in ${CONTRACTS_DIR} (JSON Schema + type) and document it in spec/README.md. Known extensions: ${quoteList([...EXTENSIONS_BY_KEY.keys()])}.`,
        location: location.child([key]).key(),
      });
      continue;
    }
    if (!(contract.on as readonly string[]).includes(type.name)) {
      report({
        message: `\`${key}\` is not allowed on this ${type.name}: its contract allows it only on ${quoteList(contract.on)} (${contract.summary}).`,
        location: location.child([key]).key(),
      });
      continue;
    }
    const validate = validators.get(key)!;
    if (validate(value)) continue;
    // `oneOf` failures repeat the branch errors; the summary line is enough and names the pointer.
    // `propertyNames` adds a summary after the error that names the key; keep the one with the key.
    const errors = (validate.errors ?? []).filter(
      (e, _i, all) =>
        e.keyword !== 'propertyNames' &&
        !(e.keyword !== 'oneOf' && all.some((o) => o.keyword === 'oneOf' && o.instancePath === e.instancePath)),
    );
    for (const error of errors) {
      const { message, extra } = describe(key, error);
      const at = location.child([key, ...parsePointer(error.instancePath)]);
      report({ message, location: extra ? at.child([extra]).key() : error.keyword === 'required' ? at.key() : at });
    }
  }
}

export const ExtensionContracts: Oas3Rule = () => ({
  any(node: unknown, ctx: UserContext) {
    // Values inside an extension are walked as SpecExtension; their keys belong to the outer contract.
    if (!isObject(node) || ctx.type.name === 'SpecExtension') return;
    checkNode(node, ctx);
    if (ctx.type.name !== 'Schema') return;
    const name = componentSchemaName(ctx.location);
    for (const contract of EXTENSIONS) {
      if (contract.requiredOn && contract.requiredOn.schema === name && !(contract.key in node)) {
        ctx.report({
          message: `Schema "${name}" has no \`${contract.key}\`, which the site reads there for ${contract.requiredOn.reader} (${contract.summary}).`,
          location: ctx.location.key(),
        });
      }
    }
  },
});

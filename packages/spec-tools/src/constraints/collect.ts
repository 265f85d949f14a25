// Every validation constraint of the split spec (pattern, format, bounds, lengths, default, enum,
// required lists), with its file, JSON pointer and line, and whether the schema that carries it
// marks it `Assumed:`. The trace check (./trace.ts) holds each one against the table of sources;
// reading the split YAML, not the bundle, keeps the file:line an editor needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { specFiles } from '../spec-files.ts';
import { isScalar, isSeq, type YAMLMap } from 'yaml';
import { eachPair, readYamlSource } from '../yaml-source.ts';

/** The keywords that constrain a value; `required` counts only as a schema's list of names. */
export const CONSTRAINT_KEYWORDS = [
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'default',
  'enum',
  'required',
] as const;
export type ConstraintKeyword = (typeof CONSTRAINT_KEYWORDS)[number];
const KEYWORDS = new Set<string>(CONSTRAINT_KEYWORDS);

// Maps whose keys are names (properties, status codes, media types, paths), never keywords.
const NAMED_CHILDREN = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'dependentSchemas',
  'schemas',
  'responses',
  'headers',
  'content',
  'paths',
  'webhooks',
  'callbacks',
  'links',
  'encoding',
  'securitySchemes',
  'mapping',
  'variables',
]);
// Values that are data or documentation, not schema: examples, extensions, servers.
const skipped = (key: string) => key === 'example' || key === 'examples' || key === 'servers' || key.startsWith('x-');

/** An `Assumed:` sentence, the spec's mark for a value it had to pick (spec/README.md, "Gaps"). */
export const ASSUMED = /\bAssumed:/;

export interface Constraint {
  /** Path of the YAML file, relative to the spec folder, with `/` separators. */
  file: string;
  /** JSON pointer of the keyword inside that file, e.g. `#/properties/year/pattern`. */
  pointer: string;
  keyword: ConstraintKeyword;
  value: unknown;
  /** 1-based line of the keyword. */
  line: number;
  /** The schema carrying it (or, for a parameter's schema, the parameter) says `Assumed:`. */
  assumed: boolean;
}

export interface SpecFile {
  /** Relative to the spec folder, `/` separators. */
  file: string;
  text: string;
}

function textOf(map: YAMLMap, key: string): string {
  const value = map.get(key, true);
  return isScalar(value) && typeof value.value === 'string' ? value.value : '';
}

// An `x-convention` marker stands for its convention's `Assumed:` sentence, stated once on `info`.
const saysAssumed = (map: YAMLMap | undefined) =>
  map !== undefined && (ASSUMED.test(textOf(map, 'description')) || ASSUMED.test(textOf(map, 'x-not-shown')) || map.has('x-convention'));

/** The constraints of one YAML file. */
export function constraintsOfFile({ file, text }: SpecFile): Constraint[] {
  const { doc, positionOf } = readYamlSource(file, text, { strict: true });
  const found: Constraint[] = [];

  // Keys of these maps are names (a property called `format`), not keywords.
  const named = new Set<unknown>();
  // A parameter's schema is marked on the parameter, where its description sits.
  const markedByParameter = new Set<unknown>();
  eachPair(doc.contents, '#', (key, pair, pointer, map) => {
    if (named.has(map)) return true;
    if (skipped(key)) return false;
    if (NAMED_CHILDREN.has(key)) named.add(pair.value);
    if (key === 'schema' && map.has('in') && saysAssumed(map)) markedByParameter.add(pair.value);
    if (!KEYWORDS.has(key) || (key === 'required' && !isSeq(pair.value))) return true;
    const value = pair.value;
    found.push({
      file,
      pointer,
      keyword: key as ConstraintKeyword,
      value: value && 'toJSON' in value ? value.toJSON() : null,
      line: positionOf(pair.key).line,
      assumed: saysAssumed(map) || markedByParameter.has(map),
    });
    return key !== 'required' && key !== 'enum';
  });
  return found;
}

/** The root document and every YAML file under paths/, components/ and webhooks/ of a split spec. */
export function readSpecFiles(specDir: string, root = 'openapi.yaml'): SpecFile[] {
  return specFiles(path.join(specDir, root)).map((f) => ({
    file: path.relative(specDir, f).split(path.sep).join('/'),
    text: readFileSync(f, 'utf8'),
  }));
}

// The bundle's YAML, written so that every YAML parser reads the same document as openapi.json.
// YAML 1.1 parsers (PyYAML, many CI tools) read plain `yes`/`no`/`on`/`off` as booleans,
// `2025-06-01` as a date, `1_000` or `12:30` as numbers; YAML 1.2 parsers read `0o14` or `1e3`
// as numbers. Any string that either version would read as something else is double-quoted.
// @see https://yaml.org/type/bool.html (1.1) and https://yaml.org/spec/1.2.2/#1032-tag-resolution
import { Document, isScalar, parse, visit } from 'yaml';

const misread = new Map<string, boolean>();

/** Whether a plain (unquoted) scalar `value` would not read back as the same string in 1.1 or 1.2. */
export function readsAsNonString(value: string): boolean {
  let known = misread.get(value);
  if (known === undefined) {
    try {
      known = parse(value, { version: '1.1' }) !== value || parse(value, { version: '1.2' }) !== value;
    } catch {
      known = true; // not even a valid plain scalar: quoting is the safe reading
    }
    misread.set(value, known);
  }
  return known;
}

export function toPortableYaml(spec: object): string {
  // aliasDuplicateObjects: false keeps the YAML free of anchors, so it reads like the JSON.
  const doc = new Document(spec, { aliasDuplicateObjects: false });
  visit(doc, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'string' && readsAsNonString(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  return doc.toString({ lineWidth: 0 });
}

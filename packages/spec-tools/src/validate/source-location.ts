// Maps a JSON pointer of the bundled document back to the split YAML it came from, as file:line:col, so a problem
// found in the bundle (an example that breaks its schema) names the line an author edits. The bundle is made by
// following `$ref`s, so the pointer is walked the same way through the source: from the root file, key by key,
// following a `$ref` (relative file and fragment) wherever the key is not in the file itself. A component the root
// file does not list (Redocly names it after its file) is found as `components/<kind>/<Name>.yaml`. Positions come
// from the `yaml` package's node ranges.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePointer } from '@paydocs/spec-access';
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { readYamlSource, type YamlSource } from '../yaml-source.ts';

export interface SourceLocation {
  file: string;
  line: number;
  col: number;
}

export type SourceLocator = (bundlePointer: string) => SourceLocation | undefined;

/** A locator over the split spec whose root file is `rootFile`; each file is parsed once. */
export function createSourceLocator(rootFile: string): SourceLocator {
  const files = new Map<string, { root: Node | null; source: YamlSource } | undefined>();
  const parsed = (file: string) => {
    if (!files.has(file)) {
      const source = existsSync(file) ? readYamlSource(file, readFileSync(file, 'utf8')) : undefined;
      files.set(file, source && { root: source.doc.contents as Node | null, source });
    }
    return files.get(file);
  };
  const child = (node: Node, token: string): Node | undefined => {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === token);
      return pair ? ((pair.value as Node | null) ?? (pair.key as Node)) : undefined;
    }
    if (isSeq(node) && /^\d+$/.test(token)) return (node.items[Number(token)] as Node | undefined) ?? undefined;
    return undefined;
  };
  const refOf = (node: Node): string | undefined => {
    const ref = isMap(node) ? child(node, '$ref') : undefined;
    return ref && isScalar(ref) && typeof ref.value === 'string' ? ref.value : undefined;
  };

  type Place = { file: string; node: Node };
  /** Walks `tokens` from `place`, following a `$ref` wherever a key is not in the file itself: the deepest place reached. */
  const walk = (place: Place, tokens: (string | number)[], depth = 0): Place => {
    let here = place.node;
    for (const [i, token] of tokens.entries()) {
      const next = child(here, String(token));
      if (next) {
        here = next;
        continue;
      }
      const ref = refOf(here);
      const target = ref !== undefined && depth <= 32 ? follow(place.file, ref, depth) : undefined;
      return target ? walk(target, tokens.slice(i), depth + 1) : { file: place.file, node: here };
    }
    // A `$ref` at the end: the example or schema is the referenced one; its own file names it better.
    return { file: place.file, node: here };
  };

  /** The place a `$ref` written in `file` points at. */
  const follow = (file: string, ref: string, depth: number): Place | undefined => {
    const [target, fragment = ''] = ref.split('#');
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    const root = parsed(targetFile)?.root;
    return root ? walk({ file: targetFile, node: root }, parsePointer(`#${fragment}`), depth + 1) : undefined;
  };

  /** file:line:col of a place; undefined when its node has no position. */
  const at = ({ file, node }: Place): SourceLocation | undefined => {
    const source = parsed(file)?.source;
    return source && node.range ? { file, ...source.positionOf(node) } : undefined;
  };

  const specDir = path.dirname(rootFile);
  return (bundlePointer) => {
    const tokens = parsePointer(bundlePointer).map(String);
    const root = parsed(rootFile)?.root;
    if (!root) return undefined;
    const [section, kind, name] = tokens;
    if (section === 'components' && kind && name) {
      // Listed in the root file: walk from there; otherwise the component's own file.
      const listed = child(root, 'components');
      const inRoot = listed && child(listed, kind) && child(child(listed, kind)!, name);
      if (!inRoot) {
        const file = path.join(specDir, 'components', kind, `${name}.yaml`);
        const own = parsed(file)?.root;
        if (own) return at(walk({ file, node: own }, tokens.slice(3)));
      }
    }
    return at(walk({ file: rootFile, node: root }, tokens));
  };
}

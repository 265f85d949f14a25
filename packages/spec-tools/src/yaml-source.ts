// The one reader of a split-spec YAML file as an author sees it: the `yaml` package's document with a line counter,
// so every check (gaps, source talk, the constraint trace, behaviour claims, the example locator) names the same
// file:line:col for a node, and one walk over its keys with the JSON pointer of each.
import { childPointer } from '@paydocs/spec-access';
import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, type Pair, parseDocument, type YAMLMap } from 'yaml';

export interface YamlSource {
  doc: Document;
  /** 1-based line and column where `node` starts; line 0 when it has no position. */
  positionOf(node: Node | null | undefined): { line: number; col: number };
}

/** Parses a YAML text; with `strict`, text that is not valid YAML throws naming `file:line` and the parser's complaint. */
export function readYamlSource(file: string, text: string, { strict = false } = {}): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: false });
  const error = doc.errors[0];
  if (strict && error) throw new Error(`${file}:${error.linePos?.[0]?.line ?? 0}: not valid YAML (${error.message.split('\n')[0]})`);
  return { doc, positionOf: (node) => (node?.range ? lines.linePos(node.range[0]) : { line: 0, col: 0 }) };
}

/**
 * Visits every scalar key of every mapping under `node`, depth first, with the JSON pointer of its value (sequence
 * items add their index); `visit` returns false to leave what is under that key unvisited.
 */
export function eachPair(
  node: unknown,
  pointer: string,
  visit: (key: string, pair: Pair<Node, Node | null>, pointer: string, map: YAMLMap<Node, Node | null>) => boolean | undefined,
): void {
  if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) eachPair(item, `${pointer}/${i}`, visit);
  } else if (isMap<Node, Node | null>(node)) {
    for (const pair of node.items) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      const at = childPointer(pointer, key);
      if (visit(key, pair, at, node) !== false) eachPair(pair.value, at, visit);
    }
  }
}

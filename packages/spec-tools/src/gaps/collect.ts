// Collects every open question of a split spec, with the file and line it is written on: each
// `x-not-shown`, each "Not documented:" statement in a description or state-machine note, each
// error code whose status is `inferred`, and each state machine whose transitions are not fully
// documented. Reads the YAML files themselves (not the bundle) so the line is where to edit.
import { childPointer } from '@paydocs/spec-access';
import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, type Node } from 'yaml';
import { eachPair, readYamlSource, type YamlSource } from '../yaml-source.ts';
import { specFiles } from '../spec-files.ts';
import { type GapText, notDocumentedIn, oneLine, splitNotShown, standaloneAssumptionsIn } from '@paydocs/spec-access/marks';

export type GapKind = 'not-documented' | 'assumption' | 'inferred-status' | 'transitions';

export interface Gap {
  kind: GapKind;
  /** Absolute path of the YAML file. */
  file: string;
  line: number;
  /** JSON pointer of the marked node inside its file. */
  pointer: string;
  question: string;
  assumed: string | undefined;
  /** The question is a statement the assumption qualifies (an `Assumed:` sentence after a claim), not an open question. */
  stated?: true;
}

// Keys whose string values are reader-facing prose that may carry "Not documented:".
const PROSE_KEYS = new Set(['description', 'summary', 'note', 'trigger']);

/** `info.x-conventions` of the root file: id to its open question (none for a convention the API documents). */
export type ConventionGaps = Map<string, GapText | undefined>;

function conventionGaps(root: unknown): ConventionGaps {
  const info = (root as { info?: { 'x-conventions'?: Record<string, { description: string }> } } | null)?.info;
  return new Map(Object.entries(info?.['x-conventions'] ?? {}).map(([id, c]) => [id, notDocumentedIn(c.description)[0]]));
}

/**
 * Every open question in one YAML file; an `x-convention` marker counts as its convention's question
 * at the marked place, so the list still names every field that relies on it. Throws naming the file
 * and line when the file does not parse or a marker names no convention.
 */
export function gapsInFile(file: string, source: string = readFileSync(file, 'utf8'), conventions: ConventionGaps = new Map()): Gap[] {
  return gapsInSource(file, readYamlSource(file, source, { strict: true }), conventions);
}

function gapsInSource(file: string, { doc, positionOf }: YamlSource, conventions: ConventionGaps): Gap[] {
  const gaps: Gap[] = [];
  const lineOf = (node: Node | null | undefined) => positionOf(node).line;
  const add = (kind: GapKind, node: Node | null | undefined, pointer: string, question: string, assumed?: string) =>
    gaps.push({ kind: assumed && kind === 'not-documented' ? 'assumption' : kind, file, line: lineOf(node), pointer, question, assumed });

  eachPair(doc.contents, '', (key, pair, at) => {
    const value = pair.value;
    if (key === 'x-convention' && isScalar(value)) {
      const id = String(value.value);
      if (!conventions.has(id))
        throw new Error(
          `${file}:${lineOf(value)}: ${at}: x-convention "${id}" is not a key of info.x-conventions (${[...conventions.keys()].join(', ')})`,
        );
      const open = conventions.get(id);
      if (open) add('not-documented', pair.key, at, open.question, open.assumed);
    } else if (key === 'x-not-shown' && isScalar(value) && typeof value.value === 'string') {
      const { question, assumed } = splitNotShown(value.value);
      add('not-documented', pair.key, at, question, assumed);
    } else if (PROSE_KEYS.has(key) && isScalar(value) && typeof value.value === 'string') {
      for (const g of notDocumentedIn(value.value)) add('not-documented', pair.key, at, g.question, g.assumed);
      for (const a of standaloneAssumptionsIn(value.value))
        gaps.push({ kind: 'assumption', file, line: lineOf(pair.key), pointer: at, question: a.claim, assumed: a.assumed, stated: true });
    } else if (key === 'x-error-catalogue' && isMap(value)) {
      for (const entry of value.items) {
        if (!isPair(entry) || !isMap(entry.value)) continue;
        const json = entry.value.toJSON() as { status?: number; inferred?: boolean };
        if (json.inferred !== true) continue;
        const code = String((entry.key as { value?: unknown }).value);
        add('inferred-status', entry.key as Node, childPointer(at, code), `the HTTP status of \`${code}\` (inferred: ${json.status})`);
      }
    } else if (key === 'x-state-transitions' && isMap(value)) {
      const json = value.toJSON() as { known?: string; note?: string };
      if (json.known !== 'full') {
        const note = json.note ? `: ${oneLine(json.note)}` : '';
        add('transitions', pair.key, at, `the transitions between these states (known: ${json.known ?? '?'})${note}`);
      }
    }
    // A state-machine note is reported with its machine above, not a second time.
    return key !== 'x-state-transitions';
  });
  return gaps;
}

/** Every file of the split spec whose root file is `rootFile`, read once (the gaps and their resources read the same). */
export function readSpecSources(rootFile: string): Map<string, YamlSource> {
  return new Map(specFiles(rootFile).map((f) => [f, readYamlSource(f, readFileSync(f, 'utf8'), { strict: true })]));
}

/** Every open question of the split spec read by readSpecSources (root file first), in file then line order. */
export function collectGaps(sources: ReadonlyMap<string, YamlSource>): Gap[] {
  const conventions = conventionGaps([...sources.values()][0]?.doc.toJS());
  return [...sources].flatMap(([file, source]) => gapsInSource(file, source, conventions));
}

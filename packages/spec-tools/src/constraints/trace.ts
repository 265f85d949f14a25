// The constraint trace: every constraint of the spec (./collect.ts) is either stated by the API
// documentation, listed in the spec's table of sources (spec/constraint-sources.yaml) under the
// section and sentence that state it, or marked `Assumed:` on the schema that carries it. A new
// pattern, bound, format, default, enum or required list that is neither fails, with file:line.
// A citation must support the value, not just exist: the quoted sentence has to contain the number,
// the format's word or every name (./support.ts), so a sentence that only names the field fails.
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import type { Constraint } from './collect.ts';
import { missingFromSentence } from './support.ts';

export const SOURCES_FILE = 'constraint-sources.yaml';

export interface Source {
  /** Section of the API documentation, e.g. "5. Validation rules". */
  section: string;
  /** The sentence of that section that states the constraints, quoted; several when a list spans bullets. */
  states: string | string[];
  /** `file#pointer` (a `*` matches within one name) -> the value the section states. */
  constraints: Record<string, unknown>;
}

export interface TraceResult {
  problems: string[];
  /** Constraints a source states. */
  traced: Constraint[];
  /** Constraints no source states, marked `Assumed:` in the spec. */
  assumed: Constraint[];
}

const where = (c: Constraint) => `${c.file}:${c.line} ${c.pointer}`;
const show = (v: unknown) => JSON.stringify(v);

/** A `claims:` entry of the register (./claims.ts): `file#pointer` of a string in the split spec -> that string. */
export interface ClaimSource extends Pick<Source, 'section' | 'states'> {
  claims: Record<string, string>;
}

/**
 * The register's two lists, `sources` (constraints) and `claims`, each entry a section, its quoted sentence(s) and a
 * non-empty map; every problem names the entry and what was expected. A list may be absent, never another type.
 */
export function parseRegister(text: string, file = SOURCES_FILE): { sources: Source[]; claims: ClaimSource[]; problems: string[] } {
  const doc = (parse(text) ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const entries = <T>(list: 'sources' | 'claims', field: string, what: string): T[] => {
    if (doc[list] === undefined) return [];
    if (!Array.isArray(doc[list])) {
      problems.push(`${file}: expected \`${list}\` to be a list`);
      return [];
    }
    return doc[list].filter((entry: Record<string, unknown> | null, i) => {
      const at = `${file} ${list}/${i}`;
      const sentences = sentencesOf(entry);
      const map = entry?.[field];
      if (typeof entry?.section !== 'string' || !entry.section.trim())
        problems.push(`${at}: expected \`section\`, the section that states it`);
      else if (!sentences.length || sentences.some((s) => typeof s !== 'string' || !s.trim()))
        problems.push(`${at} (${entry.section}): expected \`states\`, the sentence quoted (or a list of sentences)`);
      else if (!map || typeof map !== 'object' || !Object.keys(map).length)
        problems.push(`${at} (${entry.section}): expected \`${field}\`, ${what}`);
      else return true;
      return false;
    });
  };
  const sources = entries<Source>('sources', 'constraints', 'a map of file#pointer to value');
  const claims = entries<ClaimSource>('claims', 'claims', "a map of file#pointer to the claim's text");
  return { sources, claims, problems };
}

/** The quoted sentences of a source, one or several. */
export const sentencesOf = (source: { states?: unknown } | null): string[] =>
  Array.isArray(source?.states) ? source.states : typeof source?.states === 'string' ? [source.states] : [];

const keyOf = (c: Constraint) => `${c.file}${c.pointer}`;
const globToRegExp = (key: string) => new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/#]*')}$`);

/** Holds every constraint against the table of sources and the `Assumed:` marks. */
export function traceConstraints(constraints: Constraint[], sources: Source[], file = SOURCES_FILE): TraceResult {
  const problems: string[] = [];
  const tracedKeys = new Set<string>();
  const changedKeys = new Set<string>();
  const byKey = new Map(constraints.map((c) => [keyOf(c), c]));
  for (const source of sources) {
    for (const [key, want] of Object.entries(source.constraints)) {
      const matched = key.includes('*')
        ? constraints.filter((c) => globToRegExp(key).test(keyOf(c)))
        : [byKey.get(key)].filter((c) => c !== undefined);
      if (!matched.length) {
        problems.push(`${file} (${source.section}): \`${key}\` names no constraint of the spec; update or remove the entry`);
        continue;
      }
      for (const c of matched) {
        if (!isDeepStrictEqual(c.value, want)) {
          problems.push(
            `${where(c)}: ${c.keyword} is ${show(c.value)} but ${file} (${source.section}) traces ${show(want)}; state what the section says or mark the new value \`Assumed:\``,
          );
          changedKeys.add(keyOf(c));
          continue;
        }
        const quoted = sentencesOf(source).join(' ');
        const missing = missingFromSentence(c.keyword, c.value, quoted);
        if (missing !== undefined) {
          problems.push(
            `${where(c)}: ${c.keyword} ${show(c.value)} is traced in ${file} (${source.section}) to "${quoted}", which does not state it (expected ${missing}); cite the sentence that states it, or remove the entry and mark the value \`Assumed:\``,
          );
          changedKeys.add(keyOf(c));
          continue;
        }
        tracedKeys.add(keyOf(c));
      }
    }
  }
  const traced = constraints.filter((c) => tracedKeys.has(keyOf(c)));
  const assumed = constraints.filter((c) => !tracedKeys.has(keyOf(c)) && c.assumed);
  for (const c of constraints) {
    if (tracedKeys.has(keyOf(c)) || changedKeys.has(keyOf(c)) || c.assumed) continue;
    problems.push(
      `${where(c)}: ${c.keyword} ${show(c.value)} is neither traced nor assumed; list it in ${file} under the section that states it, or add an \`Assumed:\` sentence to the description or x-not-shown of ${c.pointer.slice(0, c.pointer.lastIndexOf('/')) || '#'}`,
    );
  }
  return { problems, traced, assumed };
}

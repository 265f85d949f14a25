// The register of behaviour claims: sentences of operation descriptions and `x-rules` that state
// what the API does, each listed in spec/constraint-sources.yaml (`claims:`) beside the sentence of
// the API documentation that supports it, so a reviewer reads the source next to the claim. The
// check holds each entry to the spec (the pointer names a string, the text is the one registered)
// and to its source (every number and every snake_case name the claim states is in the quoted
// sentence; what follows "Not documented:" or "Assumed:" is not a claim and is skipped). It also
// lists the `x-rules` that are neither registered nor marked, the work still open.
import { isDeepStrictEqual } from 'node:util';
import { parsePointer } from '@paydocs/spec-access';
import { isMap, isScalar, isSeq } from 'yaml';
import { eachPair, readYamlSource, type YamlSource } from '../yaml-source.ts';
import type { SpecFile } from './collect.ts';
import { hasNumber, hasToken } from './support.ts';
import { type ClaimSource, SOURCES_FILE, sentencesOf } from './trace.ts';

export interface Claim {
  file: string;
  pointer: string;
  line: number;
  text: string;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A claim's text up to its first "Not documented:" or "Assumed:": the part a source must support. */
export const claimedPart = (text: string) => flat(text).split(/\b(?:Not documented|Assumed):/)[0]!;

/** What the quoted sentences fail to state of a claim: its numbers and snake_case names. */
export function unsupportedParts(claim: string, quoted: string): string[] {
  const part = claimedPart(claim);
  const numbers = [...part.matchAll(/(?<![A-Za-z0-9_.])(\d+(?:\.\d+)?)(?![A-Za-z0-9_])/g)].map((m) => m[1]!);
  const names = [...part.matchAll(/(?<![A-Za-z0-9_])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![A-Za-z0-9_])/g)].map((m) => m[1]!);
  return [
    ...new Set([
      ...numbers.filter((n) => !hasNumber(quoted, Number(n))).map((n) => n),
      ...names.filter((n) => !hasToken(quoted, n)).map((n) => `\`${n}\``),
    ]),
  ];
}

/** A parser that reads each file's YAML once, however many claims point into it. */
function yamlOnce(): (file: string, text: string) => YamlSource {
  const seen = new Map<string, YamlSource>();
  return (file, text) => {
    const parsed = seen.get(text) ?? readYamlSource(file, text);
    seen.set(text, parsed);
    return parsed;
  };
}

/** The string at `file#pointer` in the split spec, with its line, or undefined. */
export function claimAt(files: Map<string, string>, key: string, yaml = yamlOnce()): Claim | undefined {
  const [file, pointer = ''] = key.split('#');
  const text = files.get(file!);
  if (text === undefined || (pointer !== '' && !pointer.startsWith('/'))) return undefined;
  const { doc, positionOf } = yaml(file!, text);
  const path = parsePointer(pointer).map((t) => (/^\d+$/.test(t) ? Number(t) : t));
  const node = doc.getIn(path, true);
  if (!isScalar(node) || typeof node.value !== 'string') return undefined;
  return { file: file!, pointer: `#${pointer}`, line: positionOf(node).line, text: node.value };
}

/**
 * Holds every registered claim to the spec and to its sources. A claim that spans sections (an
 * operation description citing a call and a validation rule) is listed under each source; its
 * support is checked against all their sentences together.
 */
export function traceClaims(
  files: SpecFile[],
  claims: ClaimSource[],
  file = SOURCES_FILE,
): { problems: string[]; registered: Set<string> } {
  const byFile = new Map(files.map((f) => [f.file, f.text]));
  const problems: string[] = [];
  const registered = new Set<string>();
  const cited = new Map<string, { claim: Claim; at: string; sources: ClaimSource[] }>();
  const yaml = yamlOnce();
  for (const source of claims) {
    for (const [key, want] of Object.entries(source.claims)) {
      const claim = claimAt(byFile, key, yaml);
      if (!claim) {
        problems.push(`${file} (${source.section}): \`${key}\` names no string of the spec; update or remove the claim`);
        continue;
      }
      registered.add(key);
      const at = `${claim.file}:${claim.line} ${key.slice(key.indexOf('#'))}`;
      if (!isDeepStrictEqual(flat(claim.text), flat(String(want)))) {
        problems.push(
          `${at}: the claim reads "${flat(claim.text)}" but ${file} (${source.section}) registers "${flat(String(want))}"; check the source still supports it and update the entry`,
        );
        continue;
      }
      const entry = cited.get(key) ?? { claim, at, sources: [] };
      entry.sources.push(source);
      cited.set(key, entry);
    }
  }
  for (const { claim, at, sources } of cited.values()) {
    const quoted = sources.flatMap(sentencesOf).join(' ');
    const missing = unsupportedParts(claim.text, quoted);
    if (missing.length)
      problems.push(
        `${at}: the claim states ${missing.join(', ')}, which "${quoted}" (${file}, ${sources.map((s) => s.section).join('; ')}) does not; cite the sentence that does, or mark the claim \`Assumed:\``,
      );
  }
  return { problems, registered };
}

/** Every `x-rules` description of the split spec, as `file#pointer` with its text. */
export function xRulesOf(files: SpecFile[]): Claim[] {
  const found: Claim[] = [];
  for (const { file, text } of files) {
    if (!text.includes('x-rules')) continue;
    const { doc, positionOf } = readYamlSource(file, text);
    eachPair(doc.contents, '#', (key, pair, at) => {
      if (key !== 'x-rules') return true;
      if (isSeq(pair.value))
        for (const [r, rule] of pair.value.items.entries()) {
          const d = isMap(rule) ? rule.get('description', true) : undefined;
          if (isScalar(d) && typeof d.value === 'string')
            found.push({ file, pointer: `${at}/${r}/description`, line: positionOf(d).line, text: d.value });
        }
      return false;
    });
  }
  return found;
}

/** `x-rules` neither registered with a source nor marked `Assumed:` / "Not documented". */
export function unsourcedRules(files: SpecFile[], registered: Set<string>): Claim[] {
  return xRulesOf(files).filter((r) => !registered.has(`${r.file}${r.pointer}`) && !/\b(?:Assumed:|Not documented)/.test(r.text));
}

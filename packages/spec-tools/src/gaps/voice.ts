// Reader-facing text of the spec must speak about the API, never about our sources: no
// description, summary, note, gap text or example may mention "product spec" or "upstream". Reports
// every such string with file:line, so a test (and the API team) can find it in the split YAML.
import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { specFiles } from '../spec-files.ts';
import { SOURCE_TALK } from './marks.ts';

export interface VoiceProblem {
  file: string;
  line: number;
  message: string;
}

/** Every string scalar in one YAML text that talks about sources; keys are not prose and are skipped. */
export function sourceTalkIn(file: string, source: string): VoiceProblem[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines });
  const out: VoiceProblem[] = [];
  const visit = (node: unknown): void => {
    if (isSeq(node)) {
      node.items.forEach(visit);
    } else if (isMap(node)) {
      for (const pair of node.items) if (isPair(pair)) visit(pair.value);
    } else if (isScalar(node) && typeof node.value === 'string') {
      const m = SOURCE_TALK.exec(node.value);
      if (m) {
        const line = node.range ? lines.linePos(node.range[0]).line : 0;
        out.push({
          file,
          line,
          message: `"${m[0]}": reader-facing text must state the fact or its absence about the API, not about a source document.`,
        });
      }
    }
  };
  visit(doc.contents);
  return out;
}

/** Source talk anywhere in the split spec rooted at `rootFile`. */
export function sourceTalk(rootFile: string): VoiceProblem[] {
  return specFiles(rootFile).flatMap((f) => sourceTalkIn(f, readFileSync(f, 'utf8')));
}

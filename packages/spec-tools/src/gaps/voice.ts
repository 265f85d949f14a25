// Reader-facing text of the spec must speak about the API, never about our sources: no
// description, summary, note, gap text or example may mention "product spec" or "upstream". Reports
// every such string with file:line, so a test (and the API team) can find it in the split YAML.
import { readFileSync } from 'node:fs';
import { visit } from 'yaml';
import { readYamlSource } from '../yaml-source.ts';
import { specFiles } from '../spec-files.ts';
import { SOURCE_TALK } from '@paydocs/spec-access/marks';

export interface VoiceProblem {
  file: string;
  line: number;
  message: string;
}

/** Every string scalar in one YAML text that talks about sources; keys are not prose and are skipped. */
export function sourceTalkIn(file: string, source: string): VoiceProblem[] {
  const { doc, positionOf } = readYamlSource(file, source);
  const out: VoiceProblem[] = [];
  visit(doc, {
    Scalar(key, node) {
      const m = key !== 'key' && typeof node.value === 'string' ? SOURCE_TALK.exec(node.value) : null;
      if (m) {
        const message = `"${m[0]}": reader-facing text must state the fact or its absence about the API, not about a source document.`;
        out.push({ file, line: positionOf(node).line, message });
      }
    },
  });
  return out;
}

/** Source talk anywhere in the split spec rooted at `rootFile`. */
export function sourceTalk(rootFile: string): VoiceProblem[] {
  return specFiles(rootFile).flatMap((f) => sourceTalkIn(f, readFileSync(f, 'utf8')));
}

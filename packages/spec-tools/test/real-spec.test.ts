// The real spec (spec/openapi.yaml) must lint and validate with zero problems. This fails while
// the spec is being written; the message lists what is left.
import { describe, expect, it } from 'vitest';
import { bundleSpec } from '../src/bundle/index.ts';
import { formatProblem } from '../src/commands.ts';
import { lintSpec } from '../src/lint/index.ts';
import { formatExampleProblem, validateSpecExamples } from '../src/validate/index.ts';
import { REAL_CONFIG, REPO_ROOT } from './helpers.ts';

describe('the real spec', () => {
  it('lints with zero problems (warnings count)', async () => {
    const problems = (await lintSpec(REAL_CONFIG)).map((p) => formatProblem(p, REPO_ROOT));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('bundles, and every example matches its schema', async () => {
    const { spec, problems } = await bundleSpec(REAL_CONFIG);
    const lines = [
      ...problems.map((p) => formatProblem(p, REPO_ROOT)),
      ...validateSpecExamples(spec).problems.map((p) => formatExampleProblem(p)),
    ];
    expect(lines, lines.join('\n')).toEqual([]);
  });
});

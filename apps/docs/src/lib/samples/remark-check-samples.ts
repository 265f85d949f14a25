// Remark plugin: fails the build when a request sample in a guide (curl, Node fetch, Ruby
// Net::HTTP) does not match the spec: unknown operation, missing required header, unknown query
// parameter or invalid JSON body, naming the file and line. The checks live in
// @paydocs/spec-tools/samples; the test command also type-checks the Node bodies
// (guide-samples.test.ts), which is too slow to repeat for every page of a build.
import { loadBundle } from '@paydocs/spec-access/node';
import { checkSample, formatSampleProblem } from '@paydocs/request-validator';
import { samplesOfFence } from '@paydocs/spec-tools/samples';
import { nodesOf, fileName, type MdNode, type VFileLike } from '../markdown/remark-frame.ts';

/** `specFile`: the bundle the site renders; `spec`, a document given directly (tests). */
export function remarkCheckSamples(options: { specFile: string; spec?: object } | { spec: object }) {
  // `object`: unified hands over its own mdast Root; this plugin reads the few fields it needs.
  return (root: object, file: VFileLike) => {
    const tree = root as MdNode;
    const name = fileName(file);
    const samples = [...nodesOf(tree, 'code')].flatMap((node) =>
      node.lang ? samplesOfFence(node.lang, node.value ?? '', name, (node.position?.start.line ?? 0) + 1) : [],
    );
    if (samples.length === 0) return;
    const spec = 'specFile' in options && !options.spec ? loadBundle(options.specFile) : options.spec!;
    const problems = samples.flatMap((sample) => checkSample(sample, spec as Record<string, unknown>).problems);
    if (problems.length) {
      throw new Error(
        `Request sample${problems.length > 1 ? 's' : ''} in ${name} do not match the spec:\n  ${problems.map(formatSampleProblem).join('\n  ')}`,
      );
    }
  };
}

export default remarkCheckSamples;

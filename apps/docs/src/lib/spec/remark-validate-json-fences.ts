// Remark plugin: fails the build when a ```json fence in a guide does not validate against the
// spec target its meta names (see json-fences.ts), naming the file, line, target and pointer.
import { nodesOf, fileName, type MdNode, type VFileLike } from '../markdown/remark-frame.ts';
import { loadBundle } from '@paydocs/spec-access/node';
import { validateExample } from '@paydocs/request-validator';
import { checkJsonFence, type Validate } from './json-fences.ts';

/** `specFile`: the bundle the site renders; `validate`, a validator given directly (tests). */
export function remarkValidateJsonFences(options: { specFile: string } | { validate: Validate }) {
  const validate: Validate =
    'validate' in options ? options.validate : (target, value) => validateExample(target, value, loadBundle(options.specFile));
  return (tree: MdNode, file: VFileLike) => {
    const name = fileName(file);
    const problems = [...nodesOf(tree, 'code')]
      .filter((node) => node.lang === 'json')
      .flatMap((node) =>
        checkJsonFence({ file: name, line: node.position?.start.line ?? 0, meta: node.meta ?? '', value: node.value ?? '' }, validate),
      );
    if (problems.length) {
      throw new Error(`Invalid JSON example${problems.length > 1 ? 's' : ''} in ${name}:\n  ${problems.join('\n  ')}`);
    }
  };
}

export default remarkValidateJsonFences;

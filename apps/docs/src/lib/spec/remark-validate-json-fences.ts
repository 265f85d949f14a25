// Remark plugin: fails the build when a ```json fence in a guide does not validate against the
// spec target its meta names (see json-fences.ts), naming the file, line, target and pointer.
import { checkJsonFence, type Validate } from './json-fences.ts';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

function* codeNodes(node: MdNode): Generator<MdNode> {
  if (node.type === 'code') yield node;
  for (const child of node.children ?? []) yield* codeNodes(child);
}

export function remarkValidateJsonFences(options: { validate?: Validate } = {}) {
  return (tree: MdNode, file: VFileLike) => {
    const name =
      file.path && file.cwd && file.path.startsWith(file.cwd) ? file.path.slice(file.cwd.length + 1) : (file.path ?? '(unknown file)');
    const problems = [...codeNodes(tree)]
      .filter((node) => node.lang === 'json')
      .flatMap((node) =>
        checkJsonFence(
          { file: name, line: node.position?.start.line ?? 0, meta: node.meta ?? '', value: node.value ?? '' },
          options.validate,
        ),
      );
    if (problems.length) {
      throw new Error(`Invalid JSON example${problems.length > 1 ? 's' : ''} in ${name}:\n  ${problems.join('\n  ')}`);
    }
  };
}

export default remarkValidateJsonFences;

// What the build-time remark checks (JSON fences, request samples, prose drift) share: the few
// mdast and vfile fields they read, the walk over code fences, and the file name their errors cite.

export interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

export interface VFileLike {
  path?: string;
  cwd?: string;
  value?: unknown;
}

/** Every code fence of a Markdown tree, in document order. */
export function* codeNodes(node: MdNode): Generator<MdNode> {
  if (node.type === 'code') yield node;
  for (const child of node.children ?? []) yield* codeNodes(child);
}

/** The file's path relative to the build's working directory, as error messages name it. */
export function fileName(file: VFileLike): string {
  if (!file.path) return '(unknown file)';
  return file.cwd && file.path.startsWith(file.cwd) ? file.path.slice(file.cwd.length + 1) : file.path;
}

// What the build-time remark plugins (JSON fences, request samples, prose drift, code tabs, base links) share: the
// few mdast and vfile fields they read, the walk over a tree's nodes of a type, and the file name errors cite.

export interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  url?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

export interface VFileLike {
  path?: string;
  cwd?: string;
  value?: unknown;
}

/** Every node of a Markdown tree of one of `types`, in document order. */
export function* nodesOf(node: MdNode, ...types: string[]): Generator<MdNode> {
  if (types.includes(node.type)) yield node;
  for (const child of node.children ?? []) yield* nodesOf(child, ...types);
}

/** The file's path relative to the build's working directory, as error messages name it. */
export function fileName(file: VFileLike): string {
  if (!file.path) return '(unknown file)';
  return file.cwd && file.path.startsWith(file.cwd) ? file.path.slice(file.cwd.length + 1) : file.path;
}

// Which resource an open question belongs to, so the report can group questions the way the API
// team owns them: by the tag of the operations. A path or webhook file takes its operation's tag; a
// component file takes the tag of every operation that reaches it through $refs (one tag: that
// resource; several: "Shared"); the root file is "API-wide". Also names the place inside the file
// in reader terms ("POST /payments", "webhook payment.failed", "schema Payment").
import { HTTP_METHODS, isHttpMethod, isObject, type JsonObject, refsUnder } from '@paydocs/spec-access';
import path from 'node:path';
import type { YamlSource } from '../yaml-source.ts';

export interface ResourceIndex {
  /** Resource (tag) of a file: a tag name, "Shared", "API-wide" or "Unreferenced". */
  resourceOf(file: string): string;
  /** Where in the API a pointer of a file is, e.g. "POST /payments" or "schema Payment /properties/id". */
  placeOf(file: string, pointer: string): string;
}

/** The files the `$ref`s under a node of `from` point into. */
const filesReferenced = (node: unknown, from: string): string[] =>
  refsUnder(node)
    .filter((ref) => !ref.value.startsWith('#'))
    .map((ref) => path.resolve(path.dirname(from), ref.value.split('#')[0]!));

/** `sources`: every file of the split spec (absolute path) to its parsed YAML (collect.ts readSpecSources). */
export function indexResources(rootFile: string, sources: ReadonlyMap<string, YamlSource>): ResourceIndex {
  const docs = new Map([...sources].map(([file, { doc }]) => [file, doc.toJS() as unknown]));
  const root = (docs.get(rootFile) ?? {}) as JsonObject;
  const dir = path.dirname(rootFile);
  // Path or webhook file -> its path ("/payments") or event name, from the root's $ref maps.
  const entryName = new Map<string, { kind: 'path' | 'webhook'; name: string }>();
  for (const [kind, map] of [
    ['path', root.paths],
    ['webhook', root.webhooks],
  ] as const) {
    if (!isObject(map)) continue;
    for (const [name, item] of Object.entries(map)) {
      if (isObject(item) && typeof item.$ref === 'string') entryName.set(path.resolve(dir, item.$ref), { kind, name });
    }
  }
  const tagOf = (file: string): string | undefined => {
    const doc = docs.get(file);
    if (!isObject(doc)) return undefined;
    for (const m of HTTP_METHODS) {
      const op = doc[m];
      if (isObject(op) && Array.isArray(op.tags) && typeof op.tags[0] === 'string') return op.tags[0];
    }
    return undefined;
  };
  // Tags reaching each file through $refs, starting from every path and webhook file.
  const reached = new Map<string, Set<string>>();
  for (const entry of entryName.keys()) {
    const tag = tagOf(entry);
    if (!tag) continue;
    const stack = [entry];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      if (!reached.has(f)) reached.set(f, new Set());
      reached.get(f)!.add(tag);
      const doc = docs.has(f) ? docs.get(f) : undefined;
      stack.push(...filesReferenced(doc, f));
    }
  }
  return {
    resourceOf(file) {
      if (file === rootFile) return 'API-wide';
      const tags = reached.get(file);
      if (!tags || tags.size === 0) return 'Unreferenced';
      return tags.size === 1 ? [...tags][0]! : 'Shared';
    },
    placeOf(file, pointer) {
      const tokens = pointer.split('/').slice(1);
      const entry = entryName.get(file);
      if (entry) {
        // A webhook is named by its event, not by the method it is delivered with.
        const method = tokens[0] && isHttpMethod(tokens[0]) ? `${tokens.shift()!.toUpperCase()} ` : '';
        const name = entry.kind === 'path' ? `${method}${entry.name}` : `webhook ${entry.name}`;
        return `${name}${tokens.length ? ` /${tokens.join('/')}` : ''}`;
      }
      if (file === rootFile) return pointer || '/';
      const kind = path.basename(path.dirname(file)).replace(/s$/, '');
      const name = path.basename(file).replace(/\.ya?ml$/, '');
      return `${kind} ${name}${pointer && pointer !== '/x-not-shown' ? ` ${pointer}` : ''}`;
    },
  };
}

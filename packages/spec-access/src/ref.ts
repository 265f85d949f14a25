// `$ref` resolution inside one bundled document: the only rule the workspace follows. A bundle holds
// local refs only (`#/components/...`); an external one is an error, as is a ref that leads nowhere
// or a chain that loops. Sibling keys beside a `$ref` (a Reference Object's `summary`/`description`,
// or any keyword beside `$ref` in a 2020-12 schema) override the target's keys of the same name.
// @see https://spec.openapis.org/oas/v3.1.0#reference-object
import type { ReferenceObject } from './openapi.ts';
import { childPointer, parsePointer, readPointer } from './pointer.ts';

export type JsonObject = Record<string, unknown>;
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A node of the document together with the pointer (`#/...`) of where it really lives. */
export interface Located<T = JsonObject> {
  node: T;
  pointer: string;
  /** The first `$ref` followed to reach `node`, when there was one (`#/components/parameters/Limit`). */
  ref?: string;
}

export class SpecAccessError extends Error {
  override name = 'SpecAccessError';
}

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isRef(node: unknown): node is { $ref: string } {
  return isObject(node) && typeof node.$ref === 'string';
}

/** `source` names the document in error messages (`spec/dist/openapi.json`); the site's SpecModel passes its file. */
export interface ResolveOptions {
  source?: string;
}

/** The object a local `$ref` names; throws naming the ref when it is external or leads nowhere. */
export function resolveRef(doc: unknown, ref: string, { source = 'the bundled spec' }: ResolveOptions = {}): JsonObject {
  if (!ref.startsWith('#')) {
    throw new SpecAccessError(`${source}: external $ref "${ref}" was not bundled; expected only local "#/..." references.`);
  }
  try {
    parsePointer(ref);
  } catch (error) {
    throw new SpecAccessError(`${source}: $ref "${ref}": ${(error as Error).message}`);
  }
  const target = readPointer(doc, ref);
  if (!isObject(target)) throw new SpecAccessError(`${source}: $ref "${ref}" points to nothing.`);
  return target;
}

/** Follows a `$ref` chain from `start`; siblings override the target's keys; throws on a cycle. */
export function resolveLocated<T extends object = JsonObject>(
  doc: unknown,
  start: Located<unknown>,
  options: ResolveOptions = {},
): Located<T> {
  const source = options.source ?? 'the bundled spec';
  if (!isObject(start.node)) throw new SpecAccessError(`${source}: ${start.pointer} is not an object.`);
  let current: Located = { node: start.node, pointer: start.pointer };
  let firstRef: string | undefined;
  const seen = new Set<string>();
  while (isRef(current.node)) {
    const { $ref: ref, ...siblings } = current.node;
    if (seen.has(ref)) throw new SpecAccessError(`${source}: circular $ref "${ref}".`);
    seen.add(ref);
    firstRef ??= ref;
    const target = resolveRef(doc, ref, options);
    current = { node: Object.keys(siblings).length ? { ...target, ...siblings } : target, pointer: ref };
  }
  return (firstRef ? { ...current, ref: firstRef } : current) as Located<T>;
}

/** `node` with its `$ref` chain followed (see resolveLocated); non-refs are returned as they are. */
export function resolve<T extends object>(doc: unknown, node: T | ReferenceObject, options: ResolveOptions = {}): T {
  return resolveLocated<T>(doc, { node, pointer: '' }, options).node;
}

/**
 * A copy of `node` with every `$ref` below it replaced by what it names, for readers that cannot follow
 * refs (an agent's tool answer). A ref back into a schema being expanded is a cycle: it stays a
 * `$ref` there, or becomes what `onCycle` returns, so the copy is finite.
 */
export function derefDeep(doc: unknown, node: unknown, onCycle = (ref: string): unknown => ({ $ref: ref })): unknown {
  const expanding: string[] = [];
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    if (isRef(value)) {
      if (expanding.includes(value.$ref)) return onCycle(value.$ref);
      const { $ref: ref, ...siblings } = value;
      expanding.push(ref);
      const out = walk({ ...resolveRef(doc, ref), ...siblings });
      expanding.pop();
      return out;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  };
  return walk(node);
}

/**
 * Every `$ref` written under `node`, not followed, with the pointer of the object that holds it. Example values and
 * extensions are data, not refs, even when they hold a `$ref` key.
 */
export function refsUnder(node: unknown, at = '#', inExampleObject = false): { at: string; value: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => refsUnder(item, childPointer(at, i)));
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === '$ref' && typeof value === 'string') return [{ at, value }];
    if (key === 'example' || key.startsWith('x-') || (inExampleObject && key === 'value')) return [];
    if (key === 'examples' && Array.isArray(value)) return [];
    const child = childPointer(at, key);
    // A map of Example Objects: each one's `value` is data.
    if (key === 'examples' && isObject(value))
      return Object.entries(value).flatMap(([name, ex]) => refsUnder(ex, childPointer(child, name), true));
    return refsUnder(value, child);
  });
}

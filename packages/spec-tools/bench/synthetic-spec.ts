// Builds a synthetic spec N times the size of ours for the scale benchmark: the bundled spec plus
// N-1 renamed copies of every operation, webhook, tag and component. Copy k prefixes paths with
// /r<k>, suffixes operationIds and component names with R<k>, and rewrites every
// `#/components/...` pointer inside the copy, so examples, refs and discriminators stay valid and
// the document stays lintable. Generated on demand, never committed (it is ~10 MB at 10x).
import { isHttpMethod } from '@paydocs/spec-access';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
// biome-ignore lint/suspicious/noExplicitAny: a bench-only walker over the whole OpenAPI document; typing every level would triple it without catching anything the lint and bundle steps it feeds do not.
type Doc = { [key: string]: any };

const COMPONENT_REF =
  /^#\/components\/(schemas|responses|parameters|examples|requestBodies|headers|links|callbacks|pathItems)\/([^/]+)(.*)$/;

/** A deep copy in which every component pointer (`$ref`, discriminator mapping) names copy k's component. */
function renameRefs(value: Json, k: number): Json {
  if (typeof value === 'string') {
    const m = COMPONENT_REF.exec(value);
    return m ? `#/components/${m[1]}/${m[2]}R${k}${m[3]}` : value;
  }
  if (Array.isArray(value)) return value.map((v) => renameRefs(v, k));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, renameRefs(v, k)]));
  }
  return value;
}

function renameOperation(op: Doc, k: number, tagName: (t: string) => string): Doc {
  const copy = renameRefs(op, k) as Doc;
  if (typeof copy.operationId === 'string') copy.operationId = `${copy.operationId}R${k}`;
  if (Array.isArray(copy.tags)) copy.tags = copy.tags.map(tagName);
  return copy;
}

function renamePathItem(item: Doc, k: number, tagName: (t: string) => string): Doc {
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => [key, isHttpMethod(key) ? renameOperation(value, k, tagName) : renameRefs(value, k)]),
  );
}

export interface SyntheticCounts {
  operations: number;
  webhooks: number;
  schemas: number;
  tags: number;
}

/** The spec multiplied `factor` times (1 = a copy of the original). */
export function multiplySpec(original: Doc, factor: number): Doc {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor: expected a positive integer, got ${factor}`);
  const doc: Doc = structuredClone(original);
  for (let k = 2; k <= factor; k++) {
    const tagName = (t: string) => `${t} ${k}`;
    for (const [path, item] of Object.entries<Doc>(original.paths ?? {})) {
      doc.paths[`/r${k}${path}`] = renamePathItem(item, k, tagName);
    }
    for (const [name, item] of Object.entries<Doc>(original.webhooks ?? {})) {
      doc.webhooks[`r${k}.${name}`] = renamePathItem(item, k, tagName);
      // The site requires every #/webhooks key to be a value of WebhookEventName (and the lint
      // rule enum-descriptions a description of every value): list the copies' events there too.
      const events = doc.components?.schemas?.WebhookEventName;
      if (Array.isArray(events?.enum)) {
        events.enum.push(`r${k}.${name}`);
        const descriptions = events['x-enum-descriptions'];
        if (descriptions && name in descriptions) descriptions[`r${k}.${name}`] = descriptions[name];
      }
    }
    for (const [type, map] of Object.entries<Doc>(original.components ?? {})) {
      if (type === 'securitySchemes') continue; // shared: the copies use the same auth
      for (const [name, value] of Object.entries<Json>(map)) {
        doc.components[type][`${name}R${k}`] = renameRefs(value, k);
      }
    }
    for (const tag of original.tags ?? []) doc.tags.push({ ...tag, name: tagName(tag.name) });
    for (const group of original['x-tagGroups'] ?? []) {
      doc['x-tagGroups'].push({ ...group, name: `${group.name} ${k}`, tags: group.tags.map(tagName) });
    }
  }
  return doc;
}

export function countSpec(doc: Doc): SyntheticCounts {
  const operations = Object.values<Doc>(doc.paths ?? {}).reduce(
    (n, item) => n + Object.keys(item).filter((m) => isHttpMethod(m)).length,
    0,
  );
  return {
    operations,
    webhooks: Object.keys(doc.webhooks ?? {}).length,
    schemas: Object.keys(doc.components?.schemas ?? {}).length,
    tags: (doc.tags ?? []).length,
  };
}

/** Redocly lint exceptions: file -> rule -> JSON pointers (the shape of `.redocly.lint-ignore.yaml`). */
export type LintIgnores = Record<string, Record<string, string[]>>;

/** A pointer of the original spec, as it reads in copy `k` (paths, webhooks and components renamed). */
export function renamePointer(pointer: string, k: number): string {
  const parts = pointer.split('/');
  if (parts[1] === 'paths' && parts[2]) parts[2] = `~1r${k}${parts[2]}`;
  else if (parts[1] === 'webhooks' && parts[2]) parts[2] = `r${k}.${parts[2]}`;
  else if (parts[1] === 'components' && parts[2] !== 'securitySchemes' && parts[3]) parts[3] = `${parts[3]}R${k}`;
  return parts.join('/');
}

/**
 * The real spec's lint exceptions for the multiplied spec: every pointer of `source` (the
 * original's entry) once per copy, listed under each of `files` (the scaled source and bundle).
 */
export function multiplyLintIgnores(ignores: LintIgnores, source: string, files: string[], factor: number): LintIgnores {
  const rules = ignores[source] ?? {};
  const scaled = Object.fromEntries(
    Object.entries(rules).map(([rule, pointers]) => [
      rule,
      pointers.flatMap((pointer) => [pointer, ...Array.from({ length: factor - 1 }, (_, i) => renamePointer(pointer, i + 2))]),
    ]),
  );
  return Object.fromEntries(files.map((file) => [file, scaled]));
}

// A schema flattened into what a client can observe: `$ref`s followed, `allOf` parts merged (properties, required,
// the tightest bounds), OpenAPI 3.0's `nullable` and boolean exclusive bounds read as 3.1 would, a `{type: 'null'}`
// variant of oneOf/anyOf read as nullability. Comparing views instead of raw YAML means moving a schema into a
// component, or splitting it with allOf, is not reported as a change.
// @see https://spec.openapis.org/oas/v3.1.0#schema-object (3.1: JSON Schema 2020-12; 3.0: `nullable`)
import { asJson, child, type Json, type Located, type OpenApiDocument } from './document.ts';

export const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum'] as const;
export const LOWER_BOUNDS = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum'] as const;
export type Bound = (typeof UPPER_BOUNDS)[number] | (typeof LOWER_BOUNDS)[number];
/** An upper bound (absent: +infinity) rather than a lower one (absent: -infinity). */
export const isUpper = (bound: Bound): boolean => (UPPER_BOUNDS as readonly Bound[]).includes(bound);

export interface SchemaView {
  /** Where the schema (after `$ref`s) lives; for an allOf, the schema holding the allOf. */
  ptr: string;
  /** The schema itself, after `$ref`s (several when allOf parts each define the same property). */
  self: Located<unknown>[];
  /** Allowed JSON types without `null`; undefined when the schema does not say. */
  types?: Set<string>;
  nullable: boolean;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  bounds: Partial<Record<Bound, number>>;
  readOnly: boolean;
  writeOnly: boolean;
  /** Every definition of each property: allOf parts may each add to the same property (e.g. narrow `data`). */
  properties: Map<string, Located<unknown>[]>;
  required: Set<string>;
  items?: Located<unknown>;
  /** oneOf/anyOf members other than a bare `{type: 'null'}`, each with a key that matches it across versions. */
  variants: { key: string; loc: Located<unknown> }[];
  /** `additionalProperties: false`: properties not listed are rejected. */
  closed: boolean;
  /** `additionalProperties` given as a schema: every unlisted property must match it. */
  additional?: Located<unknown>;
  multipleOf?: number;
  uniqueItems: boolean;
  /** The `default`, JSON-encoded so values compare by content; undefined when there is none. */
  default?: string;
  deprecated: boolean;
  discriminator?: { propertyName?: string; mapping: Map<string, string> };
}

function ownView(doc: OpenApiDocument, s: Json, ptr: string): SchemaView {
  const view: SchemaView = {
    ptr,
    self: [{ node: s, ptr }],
    nullable: false,
    bounds: {},
    readOnly: s.readOnly === true,
    writeOnly: s.writeOnly === true,
    properties: new Map(),
    required: new Set(),
    variants: [],
    closed: s.additionalProperties === false,
    uniqueItems: s.uniqueItems === true,
    deprecated: s.deprecated === true,
  };
  const additional: unknown = s.additionalProperties;
  if (additional && typeof additional === 'object') view.additional = { node: additional, ptr: child(ptr, 'additionalProperties') };
  if (typeof s.multipleOf === 'number') view.multipleOf = s.multipleOf;
  if ('default' in s) view.default = JSON.stringify(s.default);
  if (s.discriminator && typeof s.discriminator === 'object') {
    const d = asJson(s.discriminator);
    const mapping = new Map(Object.entries(asJson(d.mapping)).filter((e): e is [string, string] => typeof e[1] === 'string'));
    view.discriminator = { ...(typeof d.propertyName === 'string' ? { propertyName: d.propertyName } : {}), mapping };
  }
  const declared: unknown[] = Array.isArray(s.type) ? s.type : typeof s.type === 'string' ? [s.type] : [];
  if (declared.includes('null') || s.nullable === true) view.nullable = true;
  const types = declared.filter((t): t is string => typeof t === 'string' && t !== 'null');
  if (types.length > 0) view.types = new Set(types);
  else if (declared.length === 0 && (s.properties || s.additionalProperties !== undefined)) view.types = new Set(['object']);
  else if (declared.length === 0 && s.items) view.types = new Set(['array']);
  if (typeof s.format === 'string') view.format = s.format;
  if (typeof s.pattern === 'string') view.pattern = s.pattern;
  if (Array.isArray(s.enum)) {
    view.enum = s.enum.filter((v: unknown) => v !== null);
    if (s.enum.includes(null)) view.nullable = true;
  } else if ('const' in s) view.enum = [s.const];
  for (const bound of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) if (typeof s[bound] === 'number') view.bounds[bound] = s[bound];
  // OpenAPI 3.0 (JSON Schema draft 4): `exclusiveMaximum: true` turns `maximum` into an exclusive bound.
  for (const [exclusive, bound] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    if (s[exclusive] !== true || typeof s[bound] !== 'number') continue;
    view.bounds[exclusive] = s[bound];
    delete view.bounds[bound];
  }
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    view.properties.set(name, [{ node: prop, ptr: child(ptr, 'properties', name) }]);
  }
  for (const name of Array.isArray(s.required) ? s.required : []) view.required.add(name);
  if (s.items && typeof s.items === 'object' && !Array.isArray(s.items)) view.items = { node: s.items, ptr: child(ptr, 'items') };
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(s[keyword])) continue;
    s[keyword].forEach((member: Json, i: number) => {
      const loc = { node: member, ptr: child(ptr, keyword, i) };
      const resolved = doc.resolve(loc).node;
      if (resolved.type === 'null' && !resolved.properties) {
        view.nullable = true;
        return;
      }
      const key =
        typeof member?.$ref === 'string'
          ? `ref:${member.$ref.split('/').pop()}`
          : typeof resolved.title === 'string'
            ? `title:${resolved.title}`
            : `${keyword}[${i}]`;
      view.variants.push({ key, loc });
    });
  }
  return view;
}

const intersectTypes = (a: Set<string>, b: Set<string>): Set<string> => {
  const out = new Set<string>();
  for (const t of a) {
    if (b.has(t)) out.add(t);
    else if (t === 'integer' && b.has('number')) out.add('integer');
    else if (t === 'number' && b.has('integer')) out.add('integer');
  }
  return out;
};

// allOf: a flag any part sets holds (3.0 writes a nullable ref as `{nullable: true, allOf: [$ref]}`: any explicit null
// marker keeps the null); a keyword only some parts give is taken from the first that gives it.
const ANY_PART = ['nullable', 'readOnly', 'writeOnly', 'closed', 'uniqueItems', 'deprecated'] as const;
const FIRST_PART = ['format', 'pattern', 'items', 'additional', 'multipleOf', 'discriminator'] as const;

/** allOf semantics: everything each part demands. */
function merge(into: SchemaView, part: SchemaView): void {
  if (part.types) into.types = into.types ? intersectTypes(into.types, part.types) : part.types;
  for (const key of ANY_PART) into[key] ||= part[key];
  for (const key of FIRST_PART) (into as Partial<Record<(typeof FIRST_PART)[number], unknown>>)[key] ??= part[key];
  if (part.enum) into.enum = into.enum ? into.enum.filter((v) => part.enum?.includes(v)) : part.enum;
  for (const bound of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) {
    const v = part.bounds[bound];
    const tightest = isUpper(bound) ? Math.min : Math.max;
    if (v !== undefined) into.bounds[bound] = tightest(into.bounds[bound] ?? v, v);
  }
  for (const [name, locs] of part.properties) into.properties.set(name, [...(into.properties.get(name) ?? []), ...locs]);
  for (const name of part.required) into.required.add(name);
  if (into.variants.length === 0) into.variants = part.variants;
  // A default beside a `$ref` (3.1) overrides the target's.
  if (part.default !== undefined) into.default = part.default;
}

// Keywords that never change what a client may send or receive; a `$ref` with only these beside it is just the ref.
// (`default` and `deprecated` are compared, so a `$ref` with either beside it is merged like any other keyword.)
const ANNOTATIONS = new Set(['$ref', 'description', 'summary', 'title', 'example', 'examples', '$comment', 'externalDocs']);

export function viewOf(doc: OpenApiDocument, loc: Located<unknown>, stack: string[] = []): SchemaView {
  const resolved = doc.resolve(loc);
  if (stack.includes(resolved.ptr)) return ownView(doc, {}, resolved.ptr);
  const view = ownView(doc, resolved.node, resolved.ptr);
  const raw = loc.node as Json | undefined;
  if (raw && typeof raw.$ref === 'string' && Object.keys(raw).some((k) => !ANNOTATIONS.has(k))) {
    // 3.1 allows keywords beside `$ref` (e.g. `readOnly: true`); they apply on top of the target.
    merge(view, ownView(doc, raw, loc.ptr));
  }
  const parts: unknown = resolved.node.allOf;
  if (Array.isArray(parts)) {
    for (const [i, part] of parts.entries()) {
      merge(view, viewOf(doc, { node: part, ptr: child(resolved.ptr, 'allOf', i) }, [...stack, resolved.ptr]));
    }
  }
  return view;
}

/**
 * A oneOf/anyOf with one member besides `{type: 'null'}` (a nullable wrapper, `oneOf: [S, {type: 'null'}]`, or a
 * one-member wrapper) read as that member: the values are S's, plus null when the wrapper allows it, and keywords
 * beside the oneOf apply on top. Undefined when `view` is not such a wrapper. The result points at the member.
 */
export function unwrapped(doc: OpenApiDocument, view: SchemaView): SchemaView | undefined {
  const [only, ...others] = view.variants;
  if (!only || others.length > 0) return undefined;
  const member = viewOf(doc, only.loc);
  merge(member, { ...view, variants: [] });
  return member;
}

/** The view of a value constrained by all of `locs` at once (the definitions of one property across allOf parts). */
export function viewOfAll(doc: OpenApiDocument, locs: Located<unknown>[]): SchemaView {
  const [first, ...rest] = locs;
  if (!first) return ownView(doc, {}, '#');
  const view = viewOf(doc, first);
  for (const loc of rest) {
    const part = viewOf(doc, loc);
    merge(view, part);
    // Report at the most specific definition: the later allOf part refines the shared one.
    view.ptr = part.ptr;
    view.self = [...view.self, ...part.self];
  }
  return view;
}

// Classifies the differences between two bundled OpenAPI documents.
// Breaking (for integrators): a removed operation or webhook, a removed or renamed field, a removed schema,
// a changed type, a narrowed enum, a new required input. Additions are not breaking.

export type ChangeKind =
  | 'operation-removed'
  | 'operation-added'
  | 'webhook-removed'
  | 'webhook-added'
  | 'schema-removed'
  | 'schema-added'
  | 'field-removed'
  | 'field-added'
  | 'type-changed'
  | 'enum-narrowed'
  | 'enum-widened'
  | 'required-input-added'
  | 'required-parameter-added';

export interface Change {
  kind: ChangeKind;
  breaking: boolean;
  /** Where the change is, e.g. `POST /checkouts` or `#/components/schemas/Payment/properties/amount`. */
  location: string;
  message: string;
}

type Json = Record<string, any>;

const BREAKING: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  'operation-removed',
  'webhook-removed',
  'schema-removed',
  'field-removed',
  'type-changed',
  'enum-narrowed',
  'required-input-added',
  'required-parameter-added',
]);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function change(kind: ChangeKind, location: string, message: string): Change {
  return { kind, breaking: BREAKING.has(kind), location, message };
}

function operations(doc: Json, section: 'paths' | 'webhooks'): Map<string, Json> {
  const found = new Map<string, Json>();
  for (const [path, item] of Object.entries<Json>(doc[section] ?? {})) {
    for (const method of METHODS) {
      if (item?.[method]) found.set(`${method.toUpperCase()} ${path}`, item[method]);
    }
  }
  return found;
}

/** Names of component schemas reachable from request bodies: their required lists are inputs. */
export function inputSchemas(doc: Json): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (names.has(name)) return;
      names.add(name);
      visit(doc.components?.schemas?.[name]);
    }
    for (const value of Object.values(node)) visit(value);
  };
  for (const op of operations(doc, 'paths').values()) visit(op.requestBody);
  return names;
}

function typeOf(schema: Json | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return `ref:${schema.$ref}`;
  const t = schema.type;
  return Array.isArray(t) ? [...t].sort().join('|') : t;
}

function compareSchema(before: Json, after: Json, at: string, isInput: boolean, out: Change[]): void {
  const tb = typeOf(before);
  const ta = typeOf(after);
  if (tb && ta && tb !== ta) out.push(change('type-changed', at, `type changed from ${tb} to ${ta}`));

  if (Array.isArray(before.enum) && Array.isArray(after.enum)) {
    const removed = before.enum.filter((v: unknown) => !after.enum.includes(v));
    const added = after.enum.filter((v: unknown) => !before.enum.includes(v));
    if (removed.length) out.push(change('enum-narrowed', at, `enum values removed: ${removed.join(', ')}`));
    if (added.length) out.push(change('enum-widened', at, `enum values added: ${added.join(', ')}`));
  }

  const pb: Json = before.properties ?? {};
  const pa: Json = after.properties ?? {};
  for (const name of Object.keys(pb)) {
    if (!(name in pa)) out.push(change('field-removed', `${at}/properties/${name}`, `field "${name}" removed or renamed`));
    else compareSchema(pb[name], pa[name], `${at}/properties/${name}`, isInput, out);
  }
  for (const name of Object.keys(pa)) {
    if (!(name in pb)) out.push(change('field-added', `${at}/properties/${name}`, `field "${name}" added`));
  }
  if (isInput) {
    const rb: string[] = before.required ?? [];
    for (const name of after.required ?? []) {
      if (!rb.includes(name)) out.push(change('required-input-added', at, `input "${name}" is now required`));
    }
  }
  if (before.items && after.items) compareSchema(before.items, after.items, `${at}/items`, isInput, out);
}

function requiredParams(op: Json): Set<string> {
  return new Set(
    (op.parameters ?? []).filter((p: Json) => p.required).map((p: Json) => `${p.in}:${p.name}`),
  );
}

export function classify(before: Json, after: Json): Change[] {
  const out: Change[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    const [removedKind, addedKind] =
      section === 'paths' ? (['operation-removed', 'operation-added'] as const) : (['webhook-removed', 'webhook-added'] as const);
    const ob = operations(before, section);
    const oa = operations(after, section);
    for (const [key, op] of ob) {
      const next = oa.get(key);
      if (!next) {
        out.push(change(removedKind, key, `${key} removed`));
        continue;
      }
      const was = requiredParams(op);
      for (const param of requiredParams(next)) {
        if (!was.has(param)) out.push(change('required-parameter-added', key, `parameter ${param} is now required`));
      }
    }
    for (const key of oa.keys()) if (!ob.has(key)) out.push(change(addedKind, key, `${key} added`));
  }

  const sb: Json = before.components?.schemas ?? {};
  const sa: Json = after.components?.schemas ?? {};
  const inputs = inputSchemas(after);
  for (const name of Object.keys(sb)) {
    const at = `#/components/schemas/${name}`;
    if (!(name in sa)) out.push(change('schema-removed', at, `schema ${name} removed`));
    else compareSchema(sb[name], sa[name], at, inputs.has(name), out);
  }
  for (const name of Object.keys(sa)) {
    if (!(name in sb)) out.push(change('schema-added', `#/components/schemas/${name}`, `schema ${name} added`));
  }
  return out;
}

// A fast-check arbitrary of values valid against a JSON Schema of the bundled spec, as a client would send them
// (request direction: readOnly properties are never generated), for the subset the spec's request bodies use:
// $ref, type (with null), const, enum, string minLength/maxLength/pattern/format, integer and number bounds,
// arrays (items, minItems/maxItems, uniqueItems), objects (properties, required, additionalProperties,
// minProperties/maxProperties, dependentRequired, dependentSchemas forbidding properties), oneOf/anyOf of
// disjoint members and allOf. Valid by construction: it never asks the validator under test what is valid.
// Anything outside the subset throws Unsupported, naming the keyword, so a spec change cannot silently narrow it.
import { readPointer } from '@paydocs/spec-access';
import fc from 'fast-check';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export class Unsupported extends Error {
  override name = 'Unsupported';
}

// Keywords the generator understands (or that do not constrain a value).
const KNOWN = new Set([
  '$ref',
  'type',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'dependentSchemas',
  'oneOf',
  'anyOf',
  'allOf',
  'readOnly',
  'writeOnly',
  'deprecated',
  'default',
  'title',
  'description',
  'example',
  'examples',
  'discriminator',
  'externalDocs',
]);

export function deref(spec: Json, schema: unknown, seen = 0): Json {
  if (!isObject(schema)) return {};
  if (typeof schema.$ref !== 'string') return schema;
  if (seen > 20) throw new Unsupported(`$ref chain too long at ${schema.$ref}`);
  const { $ref, ...siblings } = schema;
  return { ...deref(spec, readPointer(spec, $ref as string), seen + 1), ...siblings };
}

/** allOf parts merged into one schema (properties, required and every other keyword of each part). */
export function flatten(spec: Json, schema: unknown): Json {
  const s = deref(spec, schema);
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...own } = s;
  let out: Json = { ...own };
  for (const part of allOf as unknown[]) {
    const p = flatten(spec, part);
    out = {
      ...p,
      ...out,
      properties: { ...(p.properties as Json), ...(out.properties as Json) },
      required: [...new Set([...((p.required as string[]) ?? []), ...((out.required as string[]) ?? [])])],
      ...(p.anyOf || out.anyOf ? { anyOf: [...((p.anyOf as unknown[]) ?? []), ...((out.anyOf as unknown[]) ?? [])] } : {}),
    };
  }
  return out;
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  'date-time': fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  uuid: fc.uuid(),
  uri: fc.constantFrom('https://example.com/', 'https://example.com/return?x=1', 'https://shop.example.org/a/b'),
  email: fc.constantFrom('ada@example.com', 'grace.hopper@example.org', 'x+y@example.net'),
};

function stringArbitrary(s: Json): fc.Arbitrary<string> {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Math.max(min, 24);
  const fits = (v: string) => [...v].length >= min && [...v].length <= max;
  if (typeof s.format === 'string') {
    const arb = FORMATS[s.format];
    if (!arb) throw new Unsupported(`format ${s.format}`);
    return s.pattern ? arb.filter((v) => new RegExp(s.pattern as string, 'u').test(v) && fits(v)) : arb.filter(fits);
  }
  if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern, 'u')).filter(fits);
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
}

function numberArbitrary(s: Json, integer: boolean): fc.Arbitrary<number> {
  const lo = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : -1_000_000;
  const hi = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : 1_000_000;
  const [minExcluded, maxExcluded] = [typeof s.exclusiveMinimum === 'number', typeof s.exclusiveMaximum === 'number'];
  if (integer) return fc.integer({ min: Math.floor(lo) + (minExcluded ? 1 : 0), max: Math.ceil(hi) - (maxExcluded ? 1 : 0) });
  return fc.double({ min: lo, max: hi, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
}

/** Drops what `dependentSchemas` forbids and keeps `dependentRequired` pairs whole (drops the trigger otherwise). */
function applyDependencies(s: Json, value: Json): Json {
  const out = { ...value };
  const required = new Set((s.required as string[]) ?? []);
  for (let round = 0; round < 4; round++) {
    for (const [trigger, dep] of Object.entries(isObject(s.dependentSchemas) ? s.dependentSchemas : {})) {
      if (!(trigger in out) || !isObject(dep)) continue;
      for (const key of Object.keys(dep)) if (key !== 'properties') throw new Unsupported(`dependentSchemas keyword ${key}`);
      for (const [name, rule] of Object.entries(isObject(dep.properties) ? dep.properties : {})) if (rule === false) delete out[name];
    }
    for (const [trigger, needs] of Object.entries(isObject(s.dependentRequired) ? s.dependentRequired : {})) {
      if (!(trigger in out) || !Array.isArray(needs) || needs.every((n) => n in out)) continue;
      if (required.has(trigger)) throw new Unsupported(`dependentRequired on the required ${trigger}`);
      delete out[trigger];
    }
  }
  return out;
}

function objectArbitrary(spec: Json, s: Json, depth: number): fc.Arbitrary<Json> {
  const props = Object.entries(isObject(s.properties) ? s.properties : {}).filter(([, p]) => deref(spec, p).readOnly !== true);
  const required = ((s.required as string[]) ?? []).filter((r) => props.some(([n]) => n === r));
  const record = fc.record(Object.fromEntries(props.map(([name, p]) => [name, arbitraryOf(spec, p, depth + 1)])), {
    requiredKeys: required,
  });
  const extra = s.additionalProperties;
  let arb: fc.Arbitrary<Json> = record as fc.Arbitrary<Json>;
  if (isObject(extra) && props.length === 0) {
    arb = fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/), arbitraryOf(spec, extra, depth + 1), { maxKeys: depth > 2 ? 0 : 3 });
  }
  const min = typeof s.minProperties === 'number' ? s.minProperties : 0;
  const max = typeof s.maxProperties === 'number' ? s.maxProperties : Infinity;
  return arb.map((v) => applyDependencies(s, v)).filter((v) => Object.keys(v).length >= min && Object.keys(v).length <= max);
}

/** An arbitrary of values valid against `schema`; throws Unsupported outside the subset. */
export function arbitraryOf(spec: Json, schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = flatten(spec, schema);
  for (const key of Object.keys(s)) if (!KNOWN.has(key) && !key.startsWith('x-')) throw new Unsupported(`keyword ${key}`);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const members = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(members)) {
    const { oneOf: _o, anyOf: _a, ...base } = s;
    // Deep inside a recursive schema (JsonValue) only members without nesting are chosen, so generation ends.
    const usable = depth > 2 ? members.filter((m) => !['object', 'array'].includes(String(flatten(spec, m).type))) : members;
    return fc.oneof(
      ...usable.map((m) => {
        const member = flatten(spec, m);
        const merged = Object.keys(base).some((k) => ['properties', 'required', 'type'].includes(k))
          ? {
              ...base,
              ...member,
              properties: { ...(base.properties as Json), ...(member.properties as Json) },
              required: [...((base.required as string[]) ?? []), ...((member.required as string[]) ?? [])],
            }
          : member;
        return arbitraryOf(spec, merged, depth + 1);
      }),
    );
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length === 0) {
    if (s.properties || s.additionalProperties !== undefined) return objectArbitrary(spec, s, depth);
    throw new Unsupported(`schema without type: ${JSON.stringify(s).slice(0, 80)}`);
  }
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'string':
          return stringArbitrary(s);
        case 'integer':
          return numberArbitrary(s, true);
        case 'number':
          return numberArbitrary(s, false);
        case 'array': {
          const item = arbitraryOf(spec, s.items ?? {}, depth + 1);
          const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
          const maxLength = Math.min(typeof s.maxItems === 'number' ? s.maxItems : 3, depth > 2 ? minLength : 3);
          return s.uniqueItems === true
            ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
            : fc.array(item, { minLength, maxLength });
        }
        case 'object':
          return objectArbitrary(spec, s, depth);
        default:
          throw new Unsupported(`type ${type}`);
      }
    }),
  );
}

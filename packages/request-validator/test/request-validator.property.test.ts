// Property-based tests of the shared request validator (`validateRequest` of @paydocs/request-validator, the one
// the MCP server's `validate_request` calls) over the real bundled spec. For every operation with a JSON request body:
// bodies generated from its request schema (schema-arbitrary.ts, valid by construction) are accepted, and every
// single-field mutation of one (wrong type, missing required property, value outside an enum or a bound, an extra
// property where `additionalProperties: false`) is rejected with the JSON pointer of that field. Malformed JSON, oversize
// bodies and unknown paths get their documented problem keyword, never a throw. Fixed seed, bounded runs; the number of
// inputs tried is printed at the end.
import { walkOperations } from '@paydocs/spec-access';
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { serverBasePath } from '@paydocs/spec-access';
import { MAX_BODY_BYTES, type RequestInput, validateRequest } from '../src/index.ts';
import { arbitraryOf, deref, flatten, Unsupported } from './schema-arbitrary.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const SEED = 20260522;
const RUNS = 6;
const spec = loadBundle(locateBundle(import.meta.dirname)) as Json;
const tried = { valid: 0, mutations: 0, malformed: 0, unknownPaths: 0, oversize: 0 };

afterAll(() => {
  const total = Object.values(tried).reduce((a, b) => a + b, 0);
  console.log(`request validator: ${total} generated inputs tried (seed ${SEED}): ${JSON.stringify(tried)}`);
});

interface BodyOperation {
  operationId: string;
  method: string;
  /** A concrete path as a client calls it (`/v1/payments/x_1`). */
  path: string;
  headers: Record<string, string>;
  schema: unknown;
}

function bodyOperations(): BodyOperation[] {
  const out: BodyOperation[] = [];
  for (const walked of walkOperations(spec)) {
    if (walked.kind !== 'operation') continue;
    // The operation's servers, then the path item's, then the document's (as OpenAPI says).
    const servers = (walked.operation.servers ?? walked.pathItem.node.servers ?? spec.servers) as Json[] | undefined;
    const base = serverBasePath(String(servers?.[0]?.url ?? ''));
    const body = deref(spec, walked.operation.requestBody);
    const schema = isObject(body.content) ? (body.content as Json)['application/json'] : undefined;
    if (!isObject(schema)) continue;
    const headers: Record<string, string> = { Authorization: 'Bearer x', 'Content-Type': 'application/json' };
    for (const p of walked.parameters) if (p.node.in === 'header' && p.node.required === true) headers[String(p.node.name)] = 'x';
    out.push({
      operationId: String(walked.operation.operationId),
      method: walked.method.toUpperCase(),
      // The template's own segments: path parameter values are not under test here (validate-request.test.ts).
      path: `${base}${walked.path}`,
      headers,
      schema: schema.schema,
    });
  }
  return out;
}

const call = (op: BodyOperation, body: unknown): RequestInput => ({
  method: op.method,
  path: op.path,
  headers: op.headers,
  body: JSON.stringify(body),
});

// ---------------------------------------------------------------------------------------------------------------
// Single-field mutations: each knows the pointer the validator must name.

interface Mutation {
  kind: 'wrong type' | 'missing required' | 'outside enum' | 'outside bound' | 'extra property';
  pointer: string;
  apply: (root: unknown) => unknown;
}

const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

/** Returns `root` with the value at `pointer` (`/a/0/b`) replaced by `fn(old)`; `undefined` deletes it. */
function edit(root: unknown, pointer: string, fn: (old: unknown) => unknown): unknown {
  const copy = structuredClone(root);
  if (pointer === '') return fn(copy);
  const keys = pointer
    .slice(1)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  const next = fn(node[last]);
  if (next === undefined) delete node[last];
  else node[last] = next;
  return copy;
}

const child = (pointer: string, key: string | number) => `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function mutations(schema: unknown, value: unknown, pointer = ''): Mutation[] {
  const s = flatten(spec, schema);
  const out: Mutation[] = [];
  const composed = Array.isArray(s.oneOf) || Array.isArray(s.anyOf);
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  // Under oneOf/anyOf a changed value may match another member: only the base schema's own properties are mutated.
  if (types.length > 0 && !composed) {
    const allowed = (t: string) => types.includes(t) || (t === 'integer' && types.includes('number'));
    const wrong = ['wrong', 12345, true, {}, [], null].find((c) => !allowed(jsonType(c)));
    if (wrong !== undefined) out.push({ kind: 'wrong type', pointer, apply: (r) => edit(r, pointer, () => structuredClone(wrong)) });
  }
  if (composed && !s.properties) return out;
  if (Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string'))
    out.push({ kind: 'outside enum', pointer, apply: (r) => edit(r, pointer, () => 'zz_not_an_enum_value') });
  if (typeof s.const === 'string') out.push({ kind: 'outside enum', pointer, apply: (r) => edit(r, pointer, () => 'zz_not_the_const') });
  if (typeof value === 'number') {
    const bounds: [string, number][] = [];
    if (typeof s.maximum === 'number') bounds.push(['maximum', s.maximum + 1]);
    if (typeof s.exclusiveMaximum === 'number') bounds.push(['exclusiveMaximum', s.exclusiveMaximum]);
    if (typeof s.minimum === 'number') bounds.push(['minimum', s.minimum - 1]);
    if (typeof s.exclusiveMinimum === 'number') bounds.push(['exclusiveMinimum', s.exclusiveMinimum]);
    for (const [, outside] of bounds) out.push({ kind: 'outside bound', pointer, apply: (r) => edit(r, pointer, () => outside) });
  }
  if (typeof value === 'string' && !s.enum && !('const' in s)) {
    if (typeof s.maxLength === 'number') {
      const long = 'a'.repeat(s.maxLength + 1);
      out.push({ kind: 'outside bound', pointer, apply: (r) => edit(r, pointer, () => long) });
    }
    if (typeof s.minLength === 'number' && s.minLength > 0)
      out.push({ kind: 'outside bound', pointer, apply: (r) => edit(r, pointer, () => '') });
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && s.minItems > 0)
      out.push({ kind: 'outside bound', pointer, apply: (r) => edit(r, pointer, () => []) });
    for (const [i, item] of value.slice(0, 2).entries()) out.push(...mutations(s.items, item, child(pointer, i)));
  }
  if (isObject(value)) {
    const memberProps = new Set(
      ((s.oneOf ?? s.anyOf ?? []) as unknown[]).flatMap((m) => Object.keys((flatten(spec, m).properties as Json) ?? {})),
    );
    for (const name of (s.required as string[]) ?? []) {
      if (name in value && !memberProps.has(name))
        out.push({ kind: 'missing required', pointer: child(pointer, name), apply: (r) => edit(r, child(pointer, name), () => undefined) });
    }
    if (s.additionalProperties === false) {
      const at = child(pointer, 'zz_extra');
      out.push({ kind: 'extra property', pointer: at, apply: (r) => edit(r, pointer, (o) => ({ ...(o as Json), zz_extra: 1 })) });
    }
    for (const [name, v] of Object.entries(value)) {
      if (memberProps.has(name)) continue;
      const propSchema = isObject(s.properties) ? s.properties[name] : undefined;
      const sub = propSchema ?? (isObject(s.additionalProperties) ? s.additionalProperties : undefined);
      if (sub !== undefined) out.push(...mutations(sub, v, child(pointer, name)));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

const operations = bodyOperations();
const generated = operations.map((op) => {
  try {
    return { op, arb: arbitraryOf(spec, op.schema) };
  } catch (error) {
    if (error instanceof Unsupported) return { op, unsupported: error.message };
    throw error;
  }
});

describe('validateRequest on generated request bodies of the real spec', () => {
  test('the spec has request bodies, and the generator covers every one', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(generated.filter((g) => 'unsupported' in g).map((g) => `${g.op.operationId}: ${g.unsupported}`)).toEqual([]);
  });

  test.each(generated.filter((g) => 'arb' in g).map((g) => [g.op.operationId, g] as const))('%s', (_id, g) => {
    const { op, arb } = g as { op: BodyOperation; arb: fc.Arbitrary<unknown> };
    fc.assert(
      fc.property(arb, (body) => {
        tried.valid++;
        const result = validateRequest(spec, call(op, body));
        expect(result.problems, `valid body ${JSON.stringify(body)}`).toEqual([]);
        for (const m of mutations(op.schema, body)) {
          tried.mutations++;
          const mutated = m.apply(body);
          const verdict = validateRequest(spec, call(op, mutated));
          const pointers = verdict.problems.map((p) => p.pointer);
          expect(pointers, `${m.kind} at ${m.pointer || '(root)'} of ${JSON.stringify(mutated)}`).toContain(m.pointer);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('validateRequest on bad input: a documented problem keyword, never a throw', () => {
  const createPayment = operations.find((o) => o.operationId === 'createPayment') as BodyOperation;

  test('malformed JSON is body-not-json', () => {
    const notJson = fc.string({ maxLength: 40 }).filter((t) => {
      try {
        JSON.parse(t);
        return false;
      } catch {
        return true;
      }
    });
    fc.assert(
      fc.property(notJson, (text) => {
        tried.malformed++;
        const result = validateRequest(spec, { ...call(createPayment, null), body: text });
        expect(result).toMatchObject({ valid: false, problems: [{ keyword: 'not-json', pointer: '' }] });
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  test('unknown paths are unknown-operation', () => {
    const path = fc.oneof(
      fc.stringMatching(/^\/v1\/zz[a-z_/]{0,20}$/),
      fc.string({ maxLength: 30 }).map((s) => `/nope${s}`),
    );
    fc.assert(
      fc.property(path, fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'BREW'), (p, method) => {
        tried.unknownPaths++;
        const result = validateRequest(spec, { method, path: p });
        expect(result.valid).toBe(false);
        expect(result.problems.every((x) => x.keyword === 'operation')).toBe(true);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  test('bodies over the limit are body-too-large, checked before parsing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4096 }), (over) => {
        tried.oversize++;
        const result = validateRequest(spec, { ...call(createPayment, null), body: `{${' '.repeat(MAX_BODY_BYTES + over - 2)}` });
        expect(result).toMatchObject({ valid: false, problems: [{ keyword: 'too-large' }] });
      }),
      { seed: SEED, numRuns: 5 },
    );
  });

  test('a body at the limit is parsed and validated', () => {
    const body = JSON.stringify({ amount: 1 }).padEnd(MAX_BODY_BYTES, ' ');
    const result = validateRequest(spec, { ...call(createPayment, null), body });
    expect(result.problems.map((p) => p.keyword)).not.toContain('too-large');
  });
});

describe('the mutation oracle on a broken validator (given a validator that ignores a check, want the property to fail)', () => {
  test('a validator that drops pointers is caught', () => {
    const g = generated.find((x) => x.op.operationId === 'createPayment' && 'arb' in x) as {
      op: BodyOperation;
      arb: fc.Arbitrary<unknown>;
    };
    const body = fc.sample(g.arb, { seed: SEED, numRuns: 1 })[0];
    const ms = mutations(g.op.schema, body);
    expect(ms.length).toBeGreaterThan(3);
    const blind = (input: RequestInput) => validateRequest(spec, input).problems.map((p) => ({ ...p, pointer: '' }));
    expect(ms.every((m) => blind(call(g.op, m.apply(body))).some((p) => p.pointer === m.pointer))).toBe(false);
  });
});

// Request and response examples that agree (issue 30, "one voice in samples"): every text value an operation's request
// example sends (a description, an order id, a URL) comes back somewhere in its success response example, so a
// reader who sends the documented request recognises the documented answer. Only texts whose key the response
// example has too (`description`, or `payment_description` for it) are compared: a token or an email the response
// has no field for is sent to be used, not echoed. Checked on the spec's own pairs, and on guides: when a guide shows
// `<SpecExample operation="X" part="response" />`, every text its samples for X send comes back in that example
// (Getting Started sent "Order 1001" and showed "Order 1042 - hiking boots").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonValue } from '@paydocs/spec-access';
import { matchOperation } from '@paydocs/spec-access/match';
import { collectSamples, markdownFiles, UNKNOWN } from '@paydocs/spec-tools/samples';
import { describe, expect, it } from 'vitest';
import { getExample } from './examples.ts';
import { siteSpec } from './site-spec.ts';

/** Every string in a JSON value, at any depth. */
function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, into);
  return into;
}

/** Every object key in a JSON value, at any depth. */
function keysOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/** The request's texts the response example leaves out though it has a field of that name, in request order. */
function unechoedTexts(request: JsonValue, response: JsonValue): string[] {
  const back = stringsOf(response);
  const keys = [...keysOf(response)];
  const echoed = (key: string) => keys.some((k) => k === key || k.endsWith(`_${key}`));
  const missing: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (echoed(key) && !back.has(value)) missing.push(`${key}: ${JSON.stringify(value)}`);
    } else if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(request, '');
  return missing;
}

describe('unechoedTexts', () => {
  const cases: { name: string; request: JsonValue; response: JsonValue; want: string[] }[] = [
    { name: 'echoed texts', request: { description: 'Order 1042' }, response: { data: { payment_description: 'Order 1042' } }, want: [] },
    {
      name: 'a text the response changed',
      request: { description: 'Order 1001' },
      response: { data: { description: 'Order 1042 - hiking boots' } },
      want: ['description: "Order 1001"'],
    },
    {
      name: 'nested texts',
      request: { metadata: { order_id: 'ord_1' } },
      response: { data: { metadata: { order_id: 'ord_2' } } },
      want: ['order_id: "ord_1"'],
    },
    { name: 'a text the response has no field for', request: { email: 'a@example.com' }, response: { data: {} }, want: [] },
    { name: 'numbers are not compared', request: { amount: 10000 }, response: { data: { amount: 500 } }, want: [] },
  ];
  for (const { name, request, response, want } of cases) it(name, () => expect(unechoedTexts(request, response)).toEqual(want));

  it('collects strings at any depth', () => expect([...stringsOf({ a: ['x', { b: 'y' }], c: 1 })]).toEqual(['x', 'y']));
});

const model = siteSpec();

describe("the spec's request and response examples", () => {
  it('send nothing their success response example contradicts', () => {
    const problems: string[] = [];
    for (const entry of model.operations()) {
      if (!entry.operation.requestBody) continue;
      let request: JsonValue;
      let response: JsonValue;
      try {
        request = getExample(model, { operation: entry.id, part: 'request' });
        response = getExample(model, { operation: entry.id, part: 'response' });
      } catch {
        continue; // no pair to compare
      }
      for (const text of unechoedTexts(request, response))
        problems.push(`${entry.id}: the request sends ${text}, the response example does not`);
    }
    expect(problems).toEqual([]);
  });
});

const guides = join(import.meta.dirname, '../../content/docs');

/** A sample's body without the values it computes at run time. */
function staticBody(value: unknown): JsonValue {
  if (value === UNKNOWN) return null;
  if (Array.isArray(value)) return value.map(staticBody);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, staticBody(v)]));
  return value as JsonValue;
}

describe('guide samples and the response examples beside them', () => {
  it('send nothing the response example shown on the same page contradicts', () => {
    const problems: string[] = [];
    for (const file of markdownFiles(guides)) {
      const source = readFileSync(file, 'utf8');
      const shown = new Set([...source.matchAll(/<SpecExample\s+operation="([^"]+)"\s+part="response"\s*\/>/g)].map((m) => m[1]!));
      if (shown.size === 0) continue;
      for (const sample of collectSamples(source, file)) {
        if (!sample.body || !('value' in sample.body) || sample.path === undefined) continue;
        const match = matchOperation(model.doc as never, sample.method, sample.path, { asSent: true });
        const operationId = 'error' in match ? undefined : match.operation.operationId;
        if (!operationId || !shown.has(operationId)) continue;
        const response = getExample(model, { operation: operationId, part: 'response' });
        for (const text of unechoedTexts(staticBody(sample.body.value), response))
          problems.push(
            `${file.slice(guides.length + 1)}:${sample.line}: the ${sample.language} sample sends ${text}; the response example shown does not`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});

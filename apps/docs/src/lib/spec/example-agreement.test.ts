// Request and response examples agree (example-agreement.ts): given/want on the comparison, then every operation of
// the bundled spec whose request example sends a text its success response has a field for gets that text back.
import { describe, expect, it } from 'vitest';
import { getExample } from './examples.ts';
import { stringsOf, unechoedTexts } from './example-agreement.ts';
import { siteSpec } from './site-spec.ts';
import type { JsonValue } from '@paydocs/spec-access';

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

describe("the spec's request and response examples", () => {
  const model = siteSpec();
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

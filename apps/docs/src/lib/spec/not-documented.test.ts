// The page of what the API does not document yet: each gap of `pnpm spec gaps` placed and linked
// (given/want on the fixture spec), grouped with owned resources first, and the real spec's page
// built from exactly the report's list.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGaps, type PlacedGap } from '@paydocs/spec-tools/gaps';
import { describe, expect, test } from 'vitest';
import { gapGroups, splitRootOf, whereOf } from './not-documented.ts';
import { createSpecModel } from './spec-model.ts';
import { miniSpec } from './test-fixtures/mini-spec.ts';

const model = createSpecModel(miniSpec);

describe('whereOf', () => {
  test.each([
    { given: 'POST /payments /x-not-shown', want: { where: 'POST /payments', anchor: 'operation/createPayment' } },
    { given: 'webhook payment.created /post/x-not-shown', want: { where: 'webhook payment.created', anchor: 'event/payment.created' } },
    { given: 'schema Payment /properties/id/description', want: { where: '`Payment` field `id`', anchor: 'schema/Payment' } },
    {
      given: 'schema Payment /properties/options/properties/expedited/description',
      want: { where: '`Payment` field `options.expedited`', anchor: 'schema/Payment' },
    },
    {
      given: 'schema PaymentStatus /x-enum-descriptions/pending',
      want: { where: '`PaymentStatus` value `pending`', anchor: 'schema/PaymentStatus' },
    },
    { given: 'parameter Limit /description', want: { where: 'parameter `Limit`', anchor: 'parameter/Limit' } },
    { given: 'response NotFound /description', want: { where: 'response `NotFound`', anchor: 'response/NotFound' } },
    { given: '/servers/0/description', want: { where: 'the API as a whole', anchor: undefined } },
  ])('$given', ({ given, want }) => {
    expect(whereOf(model, { place: given })).toEqual(want);
  });
});

describe('gapGroups', () => {
  const gap = (resource: string, place: string, question: string, assumed?: string): PlacedGap => ({
    kind: assumed ? 'assumption' : 'not-documented',
    file: 'x.yaml',
    line: 1,
    pointer: '',
    question,
    assumed,
    resource,
    place,
  });
  test('owned resources first, then the shared and API-wide ones, each gap once with its link', () => {
    const groups = gapGroups(model, [
      gap('Shared', 'schema Payment /properties/id/description', 'its format.', 'a string.'),
      gap('Payments', 'POST /payments /x-not-shown', 'the success status.'),
      gap('API-wide', '/servers/0/description', 'the base path.'),
      gap('Authentication', 'POST /payments /x-not-shown', 'x.'),
      {
        ...gap('Payments', 'POST /payments /x-rules/0/description', 'Amounts are rejected with `amount_below_minimum`.', 'the code.'),
        stated: true,
      },
    ]);
    expect(groups.map((g) => [g.resource, g.id, g.items.length])).toEqual([
      ['Authentication', 'gaps-authentication', 1],
      ['Payments', 'gaps-payments', 2],
      ['Used by several resources', 'gaps-shared', 1],
      ['The whole API', 'gaps-api-wide', 1],
    ]);
    expect(groups[2]!.items[0]).toEqual({
      question: 'its format.',
      assumed: 'a string.',
      stated: false,
      where: '`Payment` field `id`',
      href: '/api-spec#schema/Payment',
    });
    expect(groups[3]!.items[0]!.href).toBe('/api-spec');
    expect(groups[1]!.items.map((i) => i.stated)).toEqual([false, true]);
  });
});

test('the real spec: the page lists exactly what `pnpm spec gaps` reports, each with a link', () => {
  const bundle = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../spec/dist/openapi.json');
  const gaps = findGaps(splitRootOf(bundle));
  const groups = gapGroups(model, gaps);
  expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(gaps.length);
  expect(gaps.length).toBeGreaterThan(100);
  expect(() => splitRootOf('/nowhere/dist/openapi.json')).toThrow('no split spec at /nowhere/openapi.yaml');
});

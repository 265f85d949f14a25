import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createSpecModel } from '../spec-model.ts';
import { miniSpec } from '../test-fixtures/mini-spec.ts';
import { checkGuide } from './check.ts';
import { normalizeRoute, specFacts } from './facts.ts';
import { guideProse } from './prose.ts';

const facts = specFacts(createSpecModel(miniSpec));
const messages = (source: string) => checkGuide(source, facts).map((p) => `${p.line}: ${p.message}`);

describe('normalizeRoute', () => {
  const cases: { given: [string, string]; want: string }[] = [
    { given: ['post', '/v1/payments'], want: 'POST /payments' },
    { given: ['GET', '/payment_intents/{payment_intent_id}'], want: 'GET /payment_intents/{}' },
    { given: ['GET', '/oauth/token/'], want: 'GET /oauth/token' },
  ];
  test.each(cases)('$given -> $want', ({ given, want }) => expect(normalizeRoute(...given)).toBe(want));
});

describe('guideProse', () => {
  test('keeps prose and its lines, drops frontmatter, imports, fences and tag attributes', () => {
    const { paragraphs, componentOperations } = guideProse(
      '---\ntitle: x\n---\nimport A from "a";\n\nOne `x`\ntwo.\n\n```js\nconst y = 1;\n```\n\n## H\n\n<Operation id="getPaymentIntent" />\n<Aside type="note">Inside.</Aside>\n',
    );
    expect(paragraphs.map((p) => [p.line, p.text.trim(), p.section])).toEqual([
      [6, 'One `x`\ntwo.', 0],
      [13, '## H', 1],
      [16, 'Inside.', 1],
    ]);
    expect(componentOperations.get(1)).toEqual(['getPaymentIntent']);
  });
});

describe('checkGuide', () => {
  const cases: { name: string; given: string; want: string[] }[] = [
    { name: 'a clean paragraph', given: 'Create one with `POST /payments`; it returns `201`.\n', want: [] },
    {
      name: 'an operation the spec does not have',
      given: 'Send `POST /payments/{id}/refund`.\n',
      want: ['1: `POST /payments/{id}/refund` is not an operation of the spec.'],
    },
    {
      name: 'a status the named operation does not return',
      given: 'Send `GET /payment_intents/{id}`; it answers `409` when busy.\n',
      want: [
        '1: HTTP status 409 is not a response of the operations this section names (200, 404) or of the error codes it names; render it with <ErrorStatus>, <SuccessStatus> or <Operation>.',
      ],
    },
    { name: 'a status an error code in the paragraph carries', given: '`POST /payments` answers `402` with `card_declined`.\n', want: [] },
    { name: 'a hedged status', given: '`POST /payments`: whether a decline returns `402` is not documented.\n', want: [] },
    {
      name: 'a transition nobody documents',
      given: 'After a void the payment becomes `pending`.\n',
      want: [
        '1: prose says something becomes `pending`, but no documented transition leads to it; use <NextStatuses> or say it is not documented.',
      ],
    },
    { name: 'a documented transition', given: 'After a capture the payment becomes `succeeded`.\n', want: [] },
    {
      name: 'an identifier the spec does not know',
      given: 'Read `payment_stauts`.\n',
      want: ['1: `payment_stauts` is not a value, field, parameter, error code or constant of the spec.'],
    },
    {
      name: 'an event name the spec does not know',
      given: 'Listen for `payment.dispute.opened`, not `event.origin`.\n',
      want: ['1: `payment.dispute.opened` is not a webhook event of the spec.'],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(messages(given)).toEqual(want));

  test('a broken guide fixture reports every drift with its line, and nothing from code or hedged text', () => {
    const source = readFileSync(new URL('./test-fixtures/broken-guide.mdx', import.meta.url), 'utf8');
    expect(messages(source)).toEqual([
      '10: HTTP status 404 is not a response of the operations this section names (201, 400) or of the error codes it names; render it with <ErrorStatus>, <SuccessStatus> or <Operation>.',
      '20: `POST /payments/{id}/capture` is not an operation of the spec.',
      '21: prose says something becomes `pending`, but no documented transition leads to it; use <NextStatuses> or say it is not documented.',
      '24: `payment_stauts` is not a value, field, parameter, error code or constant of the spec.',
      '25: `payment.dispute.opened` is not a webhook event of the spec.',
    ]);
  });
});

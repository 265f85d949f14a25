import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createSpecModel } from '../spec-model.ts';
import { miniSpec } from '../test-fixtures/mini-spec.ts';
import { checkGuide } from './check.ts';
import { specFacts, type SpecFacts } from './facts.ts';
import { guideProse } from './prose.ts';

const facts = specFacts(createSpecModel(miniSpec));
const messages = (source: string) => checkGuide(source, facts).map((p) => `${p.line}: ${p.message}`);

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

describe('guideProse: paragraphs, sections and the operations components name', () => {
  const cases: { name: string; given: string; want: { paragraphs: [number, string, number][]; ops: [number, string[]][] } }[] = [
    { name: 'a paragraph from line 1 to the end, no final newline', given: 'A\nB', want: { paragraphs: [[1, 'A\nB', 0]], ops: [] } },
    {
      name: 'a heading right after a paragraph closes it',
      given: 'Para\n## H\nNext\n',
      want: {
        paragraphs: [
          [1, 'Para', 0],
          [2, '## H', 1],
          [3, 'Next', 1],
        ],
        ops: [],
      },
    },
    {
      name: 'tags are blanked in place, keeping columns; a blank line ends a paragraph',
      given: 'Inside <Aside>now</Aside>.\n\nNext.\n',
      want: {
        paragraphs: [
          [1, 'Inside        now        .', 0],
          [3, 'Next.', 0],
        ],
        ops: [],
      },
    },
    {
      name: 'a component belongs to the section of its own line',
      given: '<Operation id="a" />\n## H\n<Operation id="b" />\n## I\nText\n',
      want: {
        paragraphs: [
          [2, '## H', 1],
          [4, '## I', 2],
          [5, 'Text', 2],
        ],
        ops: [
          [0, ['a']],
          [1, ['b']],
        ],
      },
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    const { paragraphs, componentOperations } = guideProse(given);
    expect(paragraphs.map((p) => [p.line, p.text, p.section])).toEqual(want.paragraphs);
    expect([...componentOperations]).toEqual(want.ops);
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

describe('checkGuide: where a status counts, what hedges it, which section it belongs to', () => {
  const busy = (list: string) =>
    `HTTP status 409 is not a response of the operations this section names (${list}) or of the error codes it names; render it with <ErrorStatus>, <SuccessStatus> or <Operation>.`;
  const intent = '`GET /payment_intents/{id}`';
  const long = ' This sentence only makes the paragraph longer than the window the check looks back over.';
  const cases: { name: string; given: string; want: string[]; facts?: Partial<SpecFacts> }[] = [
    { name: 'a status alone in backticks counts', given: `${intent}: see \`409\`.\n`, want: [`1: ${busy('200, 404')}`] },
    { name: 'a backtick on one side only is not a status', given: `${intent} waits \`409 seconds\` or \`up to 409\`.\n`, want: [] },
    {
      name: 'a status named by the words after it, far into the paragraph',
      given: `${intent} reads one payment intent; see 409 Conflict for that.\n`,
      want: [`1: ${busy('200, 404')}`],
    },
    {
      name: 'a status named by the words before it, early in a long paragraph',
      given: `${intent} reads one.\n\nIt returns 409 when busy.${long}\n`,
      want: [`3: ${busy('200, 404')}`],
    },
    { name: 'a number without status words is not a status', given: `${intent} keeps 409 records.\n`, want: [] },
    { name: 'network codes are not statuses', given: `The card network returns 100 on a referral.${long}\n`, want: [] },
    {
      name: 'a network named after the status does not excuse it',
      given: `${intent} returns \`409\`; network codes differ.\n`,
      want: [`1: ${busy('200, 404')}`],
    },
    { name: 'a hedge that opens the paragraph', given: `Whether ${intent} returns \`409\` depends on it.\n`, want: [] },
    { name: 'a hedge at the end of an unfinished sentence', given: `${intent} returns \`409\` if it is busy\n`, want: [] },
    { name: 'a hedge as the last word of the sentence', given: `${intent} returns \`409\`; we cannot say whether.\n`, want: [] },
    {
      name: 'a hedge in the sentence before does not excuse the next one',
      given: `It is not documented whether refunds exist. ${intent} returns \`409\`.\n`,
      want: [`1: ${busy('200, 404')}`],
    },
    {
      name: 'a component names the operation of its section',
      given: `## Read\n\n<Operation id="getPaymentIntent" />\n\nIt returns \`409\`.\n`,
      want: [`5: ${busy('200, 404')}`],
    },
    { name: 'a component naming an unknown operation names none', given: `<Operation id="noSuchOp" />\n\nIt returns \`201\`.\n`, want: [] },
    {
      name: 'two operations in a section: their statuses together, sorted',
      given: `\`POST /payments\` and ${intent} both return \`409\`.\n`,
      want: [`1: ${busy('200, 201, 400, 404')}`],
    },
    {
      name: 'an error code that is not in the catalogue adds no status',
      given: `${intent} returns \`409\` with \`payment_intent_id\`.\n`,
      want: [`1: ${busy('200, 404')}`, '1: `payment_intent_id` is not a value, field, parameter, error code or constant of the spec.'],
    },
    {
      name: 'a section that names no operation may use any status of the spec',
      given: 'Some call returns `409`, another `404`.\n',
      want: [`1: ${busy('200, 201, 400, 402, 404')}`],
    },
    {
      name: 'a webhook paragraph may use the statuses a receiver answers',
      given: `${intent} is followed by a webhook your endpoint answers with \`204\`.\n`,
      facts: { webhookStatuses: new Set(['204']) },
      want: [],
    },
    {
      name: 'an event name in the paragraph brings the webhook statuses too',
      given: `${intent}, then \`payment.created\` answered with \`204\`.\n`,
      facts: { webhookStatuses: new Set(['204']) },
      want: [],
    },
    {
      name: 'an operation without responses allows none',
      given: `${intent} returns \`200\`.\n`,
      facts: { statusesOf: new Map([['getPaymentIntent', new Set<string>()]]) },
      want: [`1: ${busy('none').replace('409', '200')}`],
    },
    {
      name: 'an unknown event of a known family, with other families present',
      given: 'Listen for `payment.refunded`.\n',
      facts: { events: new Set(['payment.succeeded', 'refund.created']) },
      want: ['1: `payment.refunded` is not a webhook event of the spec.'],
    },
  ];
  test.each(cases)('$name', ({ given, want, facts: override }) => {
    expect(checkGuide(given, { ...facts, ...override }).map((p) => `${p.line}: ${p.message}`)).toEqual(want);
  });
});

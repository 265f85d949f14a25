// The changelog model built from two fixture releases and a main branch: breaking groups first, components listing
// the operations that use them, the changesets' words kept, "Changed in" per operation.
import { describe, expect, test } from 'vitest';
import { buildChangelog, changedIn } from './changelog.ts';
import { noteOf, parseChangelogNotes, type ReleaseNote } from './release-notes.ts';

const payment = (properties: Record<string, object>, required: string[]) => ({ type: 'object', properties, required });
// biome-ignore lint/suspicious/noExplicitAny: the fixture edits reach deep into plain JSON
type Doc = Record<string, any>;
const spec = (version: string, edit: (doc: Doc) => void = () => {}) => {
  const doc: Doc = {
    openapi: '3.1.0',
    info: { title: 'Fixture', version },
    paths: {
      '/payments': {
        post: {
          operationId: 'createPayment',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/PaymentInput' } } } },
          responses: {
            '201': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Payment' } } } },
          },
        },
      },
      '/payments/{id}': {
        get: {
          operationId: 'getPayment',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Payment' } } } },
          },
        },
      },
    },
    webhooks: {
      'payment.created': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Payment' } } } },
          responses: { '200': { description: 'ok' } },
        },
      },
    },
    components: {
      schemas: {
        Payment: payment({ id: { type: 'string' }, status: { type: 'string', enum: ['pending', 'succeeded'] }, memo: { type: 'string' } }, [
          'id',
          'status',
        ]),
        PaymentInput: payment({ amount: { type: 'integer', minimum: 1 } }, ['amount']),
      },
    },
  };
  edit(doc);
  return doc;
};

const v1 = spec('1.0.0');
// 1.1.0: `memo` removed from Payment (breaking for both reads and the webhook), a new enum value (warning),
// a new operation (info), `amount` lost its minimum on the request (info).
const v2 = spec('1.1.0', (d) => {
  delete d.components.schemas.Payment.properties.memo;
  d.components.schemas.Payment.properties.status.enum.push('failed');
  d.components.schemas.PaymentInput.properties.amount = { type: 'integer' };
  d.paths['/payments'].get = { operationId: 'listPayments', responses: { '200': { description: 'ok' } } };
});
// main: a required query parameter on getPayment (breaking, on the operation itself).
const main = spec('1.1.0', (d) => {
  d.paths['/payments'].get = { operationId: 'listPayments', responses: { '200': { description: 'ok' } } };
  delete d.components.schemas.Payment.properties.memo;
  d.components.schemas.Payment.properties.status.enum.push('failed');
  d.components.schemas.PaymentInput.properties.amount = { type: 'integer' };
  d.paths['/payments/{id}'].get.parameters.push({ name: 'expand', in: 'query', required: true, schema: { type: 'string' } });
});

const notes = parseChangelogNotes(`# @fixture/openapi

## 1.1.0

### Major Changes

- 1df9cff: Removed \`memo\` from payments.
  Read it from the metadata instead.

### Minor Changes

- Added \`GET /payments\`.

## 1.0.0

### Major Changes

- First release.
`);

const changelog = buildChangelog({
  releases: [
    { version: '1.1.0', date: '2026-02-01T00:00:00.000Z', spec: v2, notes: notes.get('1.1.0') ?? [] },
    { version: '1.0.0', date: '2026-01-01T00:00:00.000Z', spec: v1, notes: notes.get('1.0.0') ?? [] },
  ],
  current: { spec: main, notes: [{ bump: 'major', text: 'Made `expand` required.' }] },
});

const summary = (groups: (typeof changelog.releases)[number]['groups']) =>
  groups.map((g) => ({
    subject: g.subject.key,
    level: g.level,
    ids: g.changes.map((c) => c.id),
    affects: g.affects.map((a) => `${a.key}${a.operationId ? ` (${a.operationId})` : ''}`),
  }));

describe('buildChangelog', () => {
  test('releases newest first, each compared with the one before it', () => {
    expect(changelog.releases.map((r) => [r.version, r.previous, r.bump])).toEqual([
      ['1.1.0', '1.0.0', 'minor'],
      ['1.0.0', null, null],
    ]);
  });

  test('the first release has its notes and no comparison', () => {
    const first = changelog.releases[1];
    expect(first?.notes).toEqual([{ bump: 'major', text: 'First release.' }]);
    expect(first?.groups).toEqual([]);
  });

  test('a release: breaking groups first, a component lists the operations and webhooks that use it', () => {
    const release = changelog.releases[0];
    expect(summary(release?.groups ?? [])).toEqual([
      {
        subject: 'schemas/Payment',
        level: 'breaking',
        ids: [
          'response-body-property-removed',
          'webhook-payload-property-removed',
          'response-body-enum-value-added',
          'webhook-payload-enum-value-added',
        ],
        affects: ['GET /payments/{id} (getPayment)', 'POST /payments (createPayment)', 'webhook payment.created'],
      },
      { subject: 'GET /payments', level: 'info', ids: ['api-added'], affects: [] },
      { subject: 'schemas/PaymentInput', level: 'info', ids: ['request-body-min-decreased'], affects: ['POST /payments (createPayment)'] },
    ]);
    expect(release?.counts).toEqual({ breaking: 2, warning: 2, info: 2 });
    expect(release?.groups[1]?.subject).toMatchObject({ kind: 'operation', operationId: 'listPayments' });
  });

  test("the changesets' own words are kept, commit ids dropped, continuation lines joined", () => {
    expect(changelog.releases[0]?.notes).toEqual([
      { bump: 'major', text: 'Removed `memo` from payments.\nRead it from the metadata instead.' },
      { bump: 'minor', text: 'Added `GET /payments`.' },
    ]);
  });

  test('unreleased: main against the newest release, with the pending notes', () => {
    expect(changelog.unreleased?.previous).toBe('1.1.0');
    expect(changelog.unreleased?.bump).toBe('major');
    expect(summary(changelog.unreleased?.groups ?? [])).toEqual([
      { subject: 'GET /payments/{id}', level: 'breaking', ids: ['new-required-request-parameter'], affects: [] },
    ]);
  });

  test('nothing on main since the newest release: no unreleased section', () => {
    const none = buildChangelog({
      releases: [{ version: '1.0.0', date: '2026-01-01T00:00:00Z', spec: v1, notes: [] }],
      current: { spec: v1, notes: [] },
    });
    expect(none.unreleased).toBeNull();
  });

  test('a promoted warning counts as breaking', () => {
    const promoted = buildChangelog({
      releases: [
        { version: '1.0.0', date: '2026-01-01T00:00:00Z', spec: v1, notes: [] },
        {
          version: '1.0.1',
          date: '2026-01-02T00:00:00Z',
          spec: spec('1.0.1', (d) => d.components.schemas.Payment.properties.status.enum.push('failed')),
          notes: [],
        },
      ],
      promote: ['response-body-enum-value-added'],
    });
    expect(promoted.releases[0]?.counts).toEqual({ breaking: 1, warning: 1, info: 0 });
  });
});

describe('changedIn', () => {
  test('an operation is changed by a release that touches it or a component it uses', () => {
    expect(Object.fromEntries(changedIn(changelog))).toEqual({
      'GET /payments': ['1.1.0'],
      'GET /payments/{id}': ['1.1.0'],
      'POST /payments': ['1.1.0'],
      'webhook payment.created': ['1.1.0'],
    });
  });
});

describe('parseChangelogNotes', () => {
  test('an unknown heading under a version fails naming the line', () => {
    expect(() => parseChangelogNotes('## 1.0.0\n\n### Breaking\n\n- x\n', 'spec/CHANGELOG.md')).toThrow(
      'spec/CHANGELOG.md:3: "### Breaking" is not one of ### Major Changes',
    );
  });
});

// A changeset that opens with `Correction:` marks a change to the description only: its note is marked, and a release
// (or the unreleased section) whose notes are all corrections is marked as one, so the changelog lists it apart from
// API changes. Its findings stay what they are (the gate still asks for the bump a client generator needs).
describe('corrections of the description', () => {
  test.each([
    {
      name: 'a correction note',
      text: 'Correction: the amount is in cents.',
      want: { bump: 'major', text: 'the amount is in cents.', correction: true },
    },
    {
      name: 'any case, spaces after the mark',
      text: 'correction:   said `id`.',
      want: { bump: 'major', text: 'said `id`.', correction: true },
    },
    { name: 'an API change', text: 'Removed `memo`.', want: { bump: 'major', text: 'Removed `memo`.' } },
    { name: 'the word later in the text is no mark', text: 'A Correction: no.', want: { bump: 'major', text: 'A Correction: no.' } },
  ])('$name', ({ text, want }) => {
    expect(noteOf('major', text)).toEqual(want);
  });

  test('read from CHANGELOG.md bullets and from pending changesets alike', () => {
    const parsed = parseChangelogNotes('## 2.0.0\n\n### Major Changes\n\n- abc1234: Correction: the limit is 100.\n- Removed `memo`.\n');
    expect(parsed.get('2.0.0')).toEqual([
      { bump: 'major', text: 'the limit is 100.', correction: true },
      { bump: 'major', text: 'Removed `memo`.' },
    ]);
  });

  const build = (current: ReleaseNote[]) =>
    buildChangelog({
      releases: [{ version: '1.0.0', date: '2026-01-01T00:00:00Z', spec: v1, notes: [] }],
      current: { spec: main, notes: current },
    });
  test.each([
    { name: 'only corrections: the section is a correction', notes: [noteOf('major', 'Correction: said `expand`.')], want: true },
    {
      name: 'a correction and an API change: not a correction',
      notes: [noteOf('major', 'Correction: said `expand`.'), noteOf('major', 'Made `expand` required.')],
      want: false,
    },
    { name: 'no note: not a correction', notes: [], want: false },
  ])('$name', ({ notes: given, want }) => {
    const unreleased = build(given).unreleased;
    expect(unreleased?.correction === true).toBe(want);
    // The findings are reported either way.
    expect(unreleased?.counts.breaking).toBeGreaterThan(0);
  });
});

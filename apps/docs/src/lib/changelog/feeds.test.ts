// The changelog outputs built from two fixture releases: the Atom and JSON feeds parse with a feed parser and carry
// every element their formats require; the Markdown lists breaking changes first, linked to the reference.
import { buildChangelog } from '@paydocs/spec-diff';
import { XMLValidator } from 'fast-xml-parser';
import { parseFeed } from 'feedsmith';
import { describe, expect, test } from 'vitest';
import { atomFeed, jsonFeed, releaseHtml } from './feeds.ts';
import { changelogView, type ReferenceLinker, releaseSummary } from './view.ts';

const doc = (version: string, refundProps: Record<string, object>) => ({
  openapi: '3.1.0',
  info: { title: 'Fixture', version },
  paths: {
    '/refunds': {
      post: {
        operationId: 'createRefund',
        responses: { '201': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Refund' } } } } },
      },
    },
  },
  components: { schemas: { Refund: { type: 'object', properties: refundProps } } },
});
const v1 = doc('1.0.0', { id: { type: 'string' }, reason: { type: 'string' } });
const v2 = doc('2.0.0', { id: { type: 'string' }, status: { type: 'string' } });

const link: ReferenceLinker = (s) =>
  s.kind === 'operation' && s.operationId
    ? `/api-spec#operation/${s.operationId}`
    : s.kind === 'component'
      ? `/api-spec#schema/${s.name}`
      : undefined;
const view = changelogView(
  buildChangelog({
    releases: [
      { version: '1.0.0', date: '2026-01-01T00:00:00.000Z', spec: v1, notes: [{ bump: 'major', text: 'First release.' }] },
      {
        version: '2.0.0',
        date: '2026-02-01T00:00:00.000Z',
        spec: v2,
        notes: [{ bump: 'major', text: 'Removed `reason` & <b>kept</b> ids.' }],
      },
    ],
  }),
  link,
);
const options = {
  title: 'API changelog',
  description: 'Releases',
  url: (p: string) => new URL(p, 'https://docs.example.com').href,
  idBase: 'https://docs.example.com/changelog',
};

type Problems = string[];
/** RFC 4287 4.1.1/4.1.2: a feed and each entry need id, title, updated; an author; an entry without content needs an alternate link. */
function atomProblems(feed: Record<string, unknown>): Problems {
  const problems: Problems = [];
  for (const key of ['id', 'title', 'updated']) if (!feed[key]) problems.push(`feed: no <${key}>`);
  const entries = (feed.entries ?? []) as Record<string, unknown>[];
  if (!feed.authors && entries.some((e) => !e.authors)) problems.push('feed: no <author> on the feed or every entry');
  entries.forEach((e, i) => {
    for (const key of ['id', 'title', 'updated']) if (!e[key]) problems.push(`entry ${i}: no <${key}>`);
    if (!((e.links as { rel?: string }[] | undefined) ?? []).some((l) => l.rel === 'alternate'))
      problems.push(`entry ${i}: no alternate link`);
    if (Number.isNaN(Date.parse(String(e.updated)))) problems.push(`entry ${i}: <updated> is not a date`);
  });
  return problems;
}

const xml = await atomFeed(view, options);

describe('Atom feed', () => {
  const parsed = parseFeed(xml);
  test('is well-formed XML and parses as Atom with every required element', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.format).toBe('atom');
    expect(atomProblems(parsed.feed as Record<string, unknown>)).toEqual([]);
  });
  test('one entry per release, newest first, linked to its section', () => {
    type Text = { value: string };
    const entries = (parsed.feed as { entries: { id: string; title: Text; links: { href: string }[]; content: Text }[] }).entries;
    expect(entries.map((e) => [e.id, e.title.value, e.links[0]?.href])).toEqual([
      ['https://docs.example.com/changelog#v2.0.0', '2.0.0 (major)', 'https://docs.example.com/changelog#v2.0.0'],
      ['https://docs.example.com/changelog#v1.0.0', '1.0.0', 'https://docs.example.com/changelog#v1.0.0'],
    ]);
    expect(entries[0]?.content.value).toContain('<a href="https://docs.example.com/api-spec#schema/Refund">Schema Refund</a>');
    // The note's Markdown is rendered; its raw HTML is dropped, never passed on as markup.
    expect(entries[0]?.content.value).toContain('Removed <code>reason</code> &#x26; kept ids.');
    expect(entries[0]?.content.value).not.toContain('<b>');
  });
  test('the check fails on a broken feed (entry without id and date)', () => {
    const broken = parseFeed(
      xml.replace('<id>https://docs.example.com/changelog#v2.0.0</id>', '').replace(/ {4}<updated>[^<]*<\/updated>/, ''),
    );
    expect(atomProblems(broken.feed as Record<string, unknown>)).toEqual([
      'entry 0: no <id>',
      'entry 0: no <updated>',
      'entry 0: <updated> is not a date',
    ]);
  });
  test('malformed XML fails the XML check, naming the problem', () => {
    expect(XMLValidator.validate(xml.replace('</feed>', ''))).toMatchObject({
      err: { code: expect.any(String), msg: expect.stringContaining('feed') },
    });
  });
});

const text = await jsonFeed(view, options);

describe('JSON feed', () => {
  const parsed = parseFeed(JSON.parse(text));
  test('parses as JSON Feed 1.1 with the required members', () => {
    expect(parsed.format).toBe('json');
    const feed = parsed.feed as { title: string; items: { id: string; content_html?: string; date_published?: string }[] };
    expect(feed.title).toBe('API changelog');
    expect(feed.items.map((i) => [i.id, Boolean(i.content_html), i.date_published])).toEqual([
      ['https://docs.example.com/changelog#v2.0.0', true, '2026-02-01T00:00:00.000Z'],
      ['https://docs.example.com/changelog#v1.0.0', true, '2026-01-01T00:00:00.000Z'],
    ]);
  });
  test('each item carries its changes as data, breaking first', () => {
    const item = JSON.parse(text).items[0]._api_changes;
    expect(item.counts).toEqual({ breaking: 1, warning: 0, info: 1 });
    expect(item.breaking).toEqual([
      {
        title: 'Schema Refund',
        url: 'https://docs.example.com/api-spec#schema/Refund',
        level: 'breaking',
        used_by: [{ title: 'POST /refunds', url: 'https://docs.example.com/api-spec#operation/createRefund' }],
        changes: [
          expect.objectContaining({
            id: 'response-body-property-removed',
            level: 'breaking',
            before: '#/components/schemas/Refund/properties/reason',
          }),
          expect.objectContaining({ id: 'response-body-property-added', level: 'info' }),
        ],
      },
    ]);
  });
});

// A release whose changesets all say `Correction:` lists its changes apart from API changes: no "Breaking changes",
// a corrections section, a summary that says the API did not change; a release with an API change keeps its sections.
// Checked on the release's HTML (the feeds' entry; /changelog renders the same view, and its .md is derived from it).
describe('a correction of the description', () => {
  const releaseOf = (notes: { bump: 'major'; text: string; correction?: true }[]) =>
    changelogView(
      buildChangelog({
        releases: [
          { version: '1.0.0', date: '2026-01-01T00:00:00.000Z', spec: v1, notes: [] },
          { version: '2.0.0', date: '2026-02-01T00:00:00.000Z', spec: v2, notes },
        ],
      }),
      link,
    ).releases[0]!;
  test.each([
    {
      name: 'a correction beside an API change: its words apart, under the corrections heading',
      notes: [
        { bump: 'major' as const, text: 'Removed `reason`.' },
        { bump: 'major' as const, text: 'the refund id is `re_`-prefixed.', correction: true as const },
      ],
      want: {
        summary: '1 breaking change, 0 warnings and 1 other change, compared with 1.0.0.',
        sections: ['Release notes', 'Breaking changes', 'Corrections: the API did not change; the description now says'],
        note: '<strong>major</strong>: <p>Removed <code>reason</code>.</p>',
      },
    },
    {
      name: 'only corrections',
      notes: [{ bump: 'major' as const, text: 'the refund carries `status`, not `reason`.', correction: true as const }],
      want: {
        summary: 'Corrections of the description: the API did not change. 2 changes to what the description says, compared with 1.0.0.',
        sections: ['Corrections: the API did not change; the description now says'],
        note: '<p>the refund carries <code>status</code>, not <code>reason</code>.</p>',
      },
    },
    {
      name: 'an API change',
      notes: [{ bump: 'major' as const, text: 'Removed `reason`.' }],
      want: {
        summary: '1 breaking change, 0 warnings and 1 other change, compared with 1.0.0.',
        // Both changes are the Refund schema's: one group, under its highest level.
        sections: ['Release notes', 'Breaking changes'],
        note: '<strong>major</strong>: <p>Removed <code>reason</code>.</p>',
      },
    },
  ])('$name', async ({ notes, want }) => {
    const release = releaseOf(notes);
    const html = await releaseHtml(release, (p) => p);
    expect({
      summary: releaseSummary(release),
      sections: [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((h) => h[1]),
      note: /<li>(.*?)<\/li>/.exec(html)?.[1],
    }).toEqual(want);
  });
});

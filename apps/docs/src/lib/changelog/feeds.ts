// /changelog.json (JSON Feed 1.1) and /changelog.xml (Atom, RFC 4287): one entry per release, newest first, with
// the release's changes as HTML. The JSON feed also carries each release's changes as data (`_api_changes`, a JSON
// Feed extension) and main's unreleased changes at the top level. Unreleased changes are not a feed entry.
// @see https://www.jsonfeed.org/version/1.1/  @see https://www.rfc-editor.org/rfc/rfc4287
import { escapeHtml } from '../html/escape-html.ts';
import { inlineMarkdown, markdownToHtml } from '../spec/markdown-html.ts';
import { CORRECTIONS_TITLE, type ChangelogView, type GroupView, LEVEL_LABEL, type ReleaseView, releaseSummary } from './view.ts';

export interface FeedOptions {
  title: string;
  description: string;
  /** Absolute URL when the site URL is configured, else a site-relative path. */
  url: (path: string) => string;
  /** Feed ids must be IRIs that never change: the site URL when there is one, else this URN. */
  idBase: string;
  /** The newest change when there is no release yet. */
  now?: string;
}

const a = (title: string, href: string | undefined, url: (p: string) => string) =>
  href ? `<a href="${escapeHtml(url(href))}">${escapeHtml(title)}</a>` : escapeHtml(title);

const each = async <T>(items: T[], html: (item: T) => Promise<string>) => (await Promise.all(items.map(html))).join('');

async function groupHtml(g: GroupView, url: (p: string) => string): Promise<string> {
  const used = g.affects.length
    ? `<p class="changelog__affects">Used by ${g.affects.map((x) => a(x.title, x.href, url)).join(', ')}.</p>`
    : '';
  const items = await each(
    g.changes,
    async (c) =>
      `<li><span data-level="${c.level}">${LEVEL_LABEL[c.level]}</span>: ${await inlineMarkdown(c.message)} (<code>${escapeHtml(c.id)}</code>)</li>`,
  );
  return `<h4>${a(g.title, g.href, url)}</h4>${used}<ul>${items}</ul>`;
}

/** A release's content as HTML: the body of its section on /changelog and of its feed entry. */
export async function releaseHtml(release: ReleaseView, url: (p: string) => string): Promise<string> {
  const parts = [`<p>${escapeHtml(releaseSummary(release))}</p>`];
  if (release.notes.length)
    parts.push(
      `<h3>Release notes</h3><ul>${await each(release.notes, async (n) => `<li><strong>${n.bump}</strong>: ${await markdownToHtml(n.text)}</li>`)}</ul>`,
    );
  if (release.breaking.length) parts.push(`<h3>Breaking changes</h3>${await each(release.breaking, (g) => groupHtml(g, url))}`);
  if (release.other.length) parts.push(`<h3>Other changes</h3>${await each(release.other, (g) => groupHtml(g, url))}`);
  if (release.corrections.length || release.corrected.length) {
    const words = release.corrections.length
      ? `<ul>${await each(release.corrections, async (n) => `<li>${await markdownToHtml(n.text)}</li>`)}</ul>`
      : '';
    parts.push(`<h3>${CORRECTIONS_TITLE}</h3>${words}${await each(release.corrected, (g) => groupHtml(g, url))}`);
  }
  return parts.join('');
}

const entryId = (o: FeedOptions, r: ReleaseView) => `${o.idBase}${o.idBase.startsWith('urn:') ? ':' : '#'}${r.anchor}`;
const updatedOf = (view: ChangelogView, o: FeedOptions) => view.releases[0]?.date ?? o.now ?? new Date(0).toISOString();

function groupData(g: GroupView, url: (p: string) => string) {
  return {
    title: g.title,
    url: g.href ? url(g.href) : null,
    level: g.level,
    used_by: g.affects.map((x) => ({ title: x.title, url: x.href ? url(x.href) : null })),
    changes: g.changes.map((c) => ({ id: c.id, level: c.level, message: c.message, before: c.before, after: c.after })),
  };
}

function releaseData(r: ReleaseView, url: (p: string) => string) {
  return {
    version: r.version ?? null,
    previous: r.previous ?? null,
    bump: r.bump,
    counts: r.counts,
    notes: r.notes,
    corrections: r.corrections,
    breaking: r.breaking.map((g) => groupData(g, url)),
    other: r.other.map((g) => groupData(g, url)),
    correction: r.correction,
    corrected: r.corrected.map((g) => groupData(g, url)),
  };
}

export async function jsonFeed(view: ChangelogView, o: FeedOptions): Promise<string> {
  const contents = await Promise.all(view.releases.map((r) => releaseHtml(r, o.url)));
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: o.title,
    description: o.description,
    home_page_url: o.url('/changelog'),
    feed_url: o.url('/changelog.json'),
    language: 'en',
    _api_changes: { about: o.url('/changelog'), unreleased: view.unreleased ? releaseData(view.unreleased, o.url) : null },
    items: view.releases.map((r, i) => ({
      id: entryId(o, r),
      url: o.url(`/changelog#${r.anchor}`),
      title: `${r.version}${r.bump ? ` (${r.bump})` : ''}`,
      summary: releaseSummary(r),
      content_html: contents[i],
      date_published: r.date,
      _api_changes: { about: o.url('/changelog'), ...releaseData(r, o.url) },
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

export async function atomFeed(view: ChangelogView, o: FeedOptions): Promise<string> {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeHtml(o.idBase)}</id>`,
    `  <title>${escapeHtml(o.title)}</title>`,
    `  <subtitle>${escapeHtml(o.description)}</subtitle>`,
    `  <updated>${escapeHtml(updatedOf(view, o))}</updated>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(o.url('/changelog'))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(o.url('/changelog.xml'))}"/>`,
    `  <author><name>${escapeHtml(o.title)}</name></author>`,
  ];
  for (const r of view.releases) {
    lines.push(
      '  <entry>',
      `    <id>${escapeHtml(entryId(o, r))}</id>`,
      `    <title>${escapeHtml(`${r.version}${r.bump ? ` (${r.bump})` : ''}`)}</title>`,
      `    <updated>${escapeHtml(r.date ?? updatedOf(view, o))}</updated>`,
      `    <published>${escapeHtml(r.date ?? updatedOf(view, o))}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(o.url(`/changelog#${r.anchor}`))}"/>`,
      `    <summary>${escapeHtml(releaseSummary(r))}</summary>`,
      `    <content type="html">${escapeHtml(await releaseHtml(r, o.url))}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>');
  return `${lines.join('\n')}\n`;
}

// /changelog.json (JSON Feed 1.1) and /changelog.xml (Atom, RFC 4287): one entry per release, newest first, with
// the release's changes as HTML. The JSON feed also carries each release's changes as data (`_api_changes`, a JSON
// Feed extension) and main's unreleased changes at the top level. Unreleased changes are not a feed entry.
// @see https://www.jsonfeed.org/version/1.1/  @see https://www.rfc-editor.org/rfc/rfc4287
import { escapeHtml, inlineMarkdown, markdownToHtml } from '../spec/markdown-html.ts';
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

function groupHtml(g: GroupView, url: (p: string) => string): string {
  const used = g.affects.length ? `<p>Used by ${g.affects.map((x) => a(x.title, x.href, url)).join(', ')}.</p>` : '';
  const items = g.changes
    .map((c) => `<li>${LEVEL_LABEL[c.level]}: ${inlineMarkdown(c.message)} (<code>${escapeHtml(c.id)}</code>)</li>`)
    .join('');
  return `<h4>${a(g.title, g.href, url)}</h4>${used}<ul>${items}</ul>`;
}

/** A release's content as HTML (feed entries; the site page renders the same view with its own markup). */
export function releaseHtml(release: ReleaseView, url: (p: string) => string): string {
  const parts = [`<p>${escapeHtml(releaseSummary(release))}</p>`];
  if (release.notes.length)
    parts.push(
      `<h3>Release notes</h3><ul>${release.notes.map((n) => `<li><strong>${n.bump}</strong>: ${markdownToHtml(n.text)}</li>`).join('')}</ul>`,
    );
  if (release.breaking.length) parts.push(`<h3>Breaking changes</h3>${release.breaking.map((g) => groupHtml(g, url)).join('')}`);
  if (release.other.length) parts.push(`<h3>Other changes</h3>${release.other.map((g) => groupHtml(g, url)).join('')}`);
  if (release.corrections.length || release.corrected.length) {
    const words = release.corrections.length
      ? `<ul>${release.corrections.map((n) => `<li>${markdownToHtml(n.text)}</li>`).join('')}</ul>`
      : '';
    parts.push(`<h3>${CORRECTIONS_TITLE}</h3>${words}${release.corrected.map((g) => groupHtml(g, url)).join('')}`);
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

export function jsonFeed(view: ChangelogView, o: FeedOptions): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: o.title,
    description: o.description,
    home_page_url: o.url('/changelog'),
    feed_url: o.url('/changelog.json'),
    language: 'en',
    _api_changes: { about: o.url('/changelog'), unreleased: view.unreleased ? releaseData(view.unreleased, o.url) : null },
    items: view.releases.map((r) => ({
      id: entryId(o, r),
      url: o.url(`/changelog#${r.anchor}`),
      title: `${r.version}${r.bump ? ` (${r.bump})` : ''}`,
      summary: releaseSummary(r),
      content_html: releaseHtml(r, o.url),
      date_published: r.date,
      _api_changes: { about: o.url('/changelog'), ...releaseData(r, o.url) },
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

export function atomFeed(view: ChangelogView, o: FeedOptions): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(o.idBase)}</id>`,
    `  <title>${xml(o.title)}</title>`,
    `  <subtitle>${xml(o.description)}</subtitle>`,
    `  <updated>${xml(updatedOf(view, o))}</updated>`,
    `  <link rel="alternate" type="text/html" href="${xml(o.url('/changelog'))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(o.url('/changelog.xml'))}"/>`,
    `  <author><name>${xml(o.title)}</name></author>`,
  ];
  for (const r of view.releases) {
    lines.push(
      '  <entry>',
      `    <id>${xml(entryId(o, r))}</id>`,
      `    <title>${xml(`${r.version}${r.bump ? ` (${r.bump})` : ''}`)}</title>`,
      `    <updated>${xml(r.date ?? updatedOf(view, o))}</updated>`,
      `    <published>${xml(r.date ?? updatedOf(view, o))}</published>`,
      `    <link rel="alternate" type="text/html" href="${xml(o.url(`/changelog#${r.anchor}`))}"/>`,
      `    <summary>${xml(releaseSummary(r))}</summary>`,
      `    <content type="html">${xml(releaseHtml(r, o.url))}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>');
  return `${lines.join('\n')}\n`;
}

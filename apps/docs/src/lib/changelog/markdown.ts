// /changelog.md: the changelog as Markdown, like every page's `.md` version (for readers' tools and llms.txt).
import { CORRECTIONS_TITLE, type ChangelogView, type GroupView, LEVEL_LABEL, type ReleaseView, releaseSummary } from './view.ts';

export interface ChangelogPageText {
  title: string;
  description: string;
  /** Absolute or site-relative link maker for reference paths. */
  href: (path: string) => string;
}

const link = (title: string, href: string | undefined, toUrl: (p: string) => string) => (href ? `[${title}](${toUrl(href)})` : title);

function group(g: GroupView, toUrl: (p: string) => string): string[] {
  const out = ['', `#### ${link(g.title, g.href, toUrl)}`, ''];
  if (g.affects.length > 0) out.push(`Used by ${g.affects.map((a) => link(a.title, a.href, toUrl)).join(', ')}.`, '');
  for (const c of g.changes) out.push(`- ${LEVEL_LABEL[c.level]}: ${c.message} (\`${c.id}\`)`);
  return out;
}

export function releaseMarkdown(release: ReleaseView, toUrl: (p: string) => string): string[] {
  const out = [`## ${release.title}${release.date ? ` (${release.date.slice(0, 10)})` : ''}`, '', releaseSummary(release)];
  if (release.notes.length > 0) {
    out.push('', '### Release notes', '');
    for (const n of release.notes) out.push(`- **${n.bump}**: ${n.text.replace(/\n/g, '\n  ')}`);
  }
  if (release.breaking.length > 0) {
    out.push('', '### Breaking changes');
    for (const g of release.breaking) out.push(...group(g, toUrl));
  }
  if (release.other.length > 0) {
    out.push('', '### Other changes');
    for (const g of release.other) out.push(...group(g, toUrl));
  }
  if (release.corrections.length > 0 || release.corrected.length > 0) {
    out.push('', `### ${CORRECTIONS_TITLE}`);
    if (release.corrections.length > 0) out.push('', ...release.corrections.map((n) => `- ${n.text.replace(/\n/g, '\n  ')}`));
    for (const g of release.corrected) out.push(...group(g, toUrl));
  }
  return out;
}

export function changelogMarkdown(view: ChangelogView, page: ChangelogPageText): string {
  const out = [`# ${page.title}`, '', page.description];
  for (const release of [...(view.unreleased ? [view.unreleased] : []), ...view.releases])
    out.push('', ...releaseMarkdown(release, page.href));
  if (!view.unreleased && view.releases.length === 0) out.push('', 'No release of the API description has been recorded yet.');
  return `${out.join('\n')}\n`;
}

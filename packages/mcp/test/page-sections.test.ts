// `get_page` with an anchor, for every heading anchor of every page of the docs build that has a Markdown version:
// the answer is exactly that section of the page's `.md` file (from its heading to the next heading of its level or
// higher, outside code blocks), with its code fences balanced. The anchors come from the built HTML and the sections
// from the `.md` files the site serves, not from the data get_page answers from. Needs the docs build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultDocsDir, loadDocsData } from '../src/docs-data.ts';
import { getPage, ToolInputError } from '../src/tools.ts';

const docs = defaultDocsDir();
const data = loadDocsData({ docs });

/** The heading anchors of a built page's content (what its `data-content-body` holds), with their levels. */
function headingAnchors(html: string): [string, number][] {
  const body = html.slice(html.indexOf('data-content-body'));
  // Closed panels (Try it) and dialogs are no content; their headings have no section.
  const visible = body.replace(/<(div|dialog)\b[^>]*\b(hidden|data-content-ignore)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  return [...visible.matchAll(/<h([1-6])\b[^>]*\bid="([^"]+)"/g)].map((m) => [m[2]!.replace(/&amp;/g, '&'), Number(m[1])]);
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/** The `level` heading section that starts at `start` in `markdown`, reading headings outside code fences only. */
function sectionAt(markdown: string, start: number, level: number): string {
  const lines = markdown.slice(start).split('\n');
  let fence: string | undefined;
  let end = lines.length;
  for (const [i, line] of lines.entries()) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? undefined : marker;
    const heading = !fence && /^(#{1,6}) /.exec(line);
    if (i > 0 && heading && heading[1]!.length <= level) {
      end = i;
      break;
    }
  }
  return lines.slice(0, end).join('\n').trimEnd();
}

const balanced = (markdown: string) => {
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? undefined : marker;
  }
  return fence === undefined;
};

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('_'));

const cases = htmlFiles(docs)
  .map((file) => ({ file, md: file.replace(/\.html$/, '.md'), html: readFileSync(join(docs, file), 'utf8') }))
  .filter(({ html }) => /<link[^>]*type="text\/markdown"/.test(html))
  .map(({ file, md, html }) => ({ route: `/${file.replace(/\.html$/, '')}`, md, anchors: headingAnchors(html) }));

describe('get_page with an anchor', () => {
  test('the build has pages with sections to walk', () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.reduce((n, c) => n + c.anchors.length, 0)).toBeGreaterThan(500);
  });

  test.each(cases)('$route: every heading anchor is its whole section of $md', ({ route, md, anchors }) => {
    const markdown = readFileSync(join(docs, md), 'utf8');
    expect(getPage(data, { path: route }).markdown).toBe(markdown);
    for (const [anchor, level] of anchors) {
      const answer = getPage(data, { path: `${route}#${encodeURIComponent(anchor)}` }) as { markdown: string };
      const start = markdown.indexOf(`${answer.markdown}\n`);
      expect(answer.markdown, `${route}#${anchor}`).toMatch(new RegExp(`^#{${level}} `));
      expect(start === 0 || markdown[start - 1] === '\n', `${route}#${anchor} starts a line of ${md}`).toBe(true);
      expect(answer.markdown, `${route}#${anchor}`).toBe(sectionAt(markdown, start, level));
      expect(balanced(answer.markdown), `${route}#${anchor} has balanced fences`).toBe(true);
    }
  });
});

describe('get_page input', () => {
  const [first] = cases.filter((c) => c.anchors.length > 0);
  test.each([
    ['a trailing slash', `${first!.route}/`, undefined],
    ['the .md path', `${first!.route}.md`, undefined],
    ['a full URL with the anchor', `https://docs.example${first!.route}#${first!.anchors[0]![0]}`, first!.anchors[0]![0]],
  ])('%s', (_case, path, anchor) => {
    const answer = getPage(data, { path }) as { markdown: string; url?: string };
    expect(answer.markdown).toBeTruthy();
    if (anchor) expect(answer.url).toBe(`${first!.route}#${anchor}`);
  });

  test('a malformed % in an anchor is a section not found, not a URI error', () => {
    expect(() => getPage(data, { path: first!.route, anchor: '100%-sure' })).toThrow(ToolInputError);
    expect(() => getPage(data, { path: first!.route, anchor: '100%-sure' })).toThrow(/no section "#100%-sure"/);
  });
});

// The Markdown versions in dist/ against their pages: every page that announces one
// (`<link rel="alternate" type="text/markdown">`) has it, and it holds the page's tables (as many, with the same
// header cells) and code blocks (as many, with the same languages). The HTML side is read with parse5 and the
// Markdown side with a line scanner, not with the converter under test (src/lib/markdown/html-to-markdown.ts).
// llms.txt links only to Markdown versions that exist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { attr, closest, type Element, find, findAll, hasAttr, is, visibleText } from './html-query.ts';
import { allPages, type BuiltPage, DIST } from './built-site.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page's Markdown version, as its head announces it (base `/`: the path is the file under dist/). */
function markdownOf(page: BuiltPage): string | undefined {
  const link = find(page.doc, (e) => e.tagName === 'link' && attr(e, 'rel') === 'alternate' && attr(e, 'type') === 'text/markdown');
  return link ? attr(link, 'href') : undefined;
}

/** What of the page its Markdown version must hold: tables and code blocks of the content, outside ignored parts. */
function htmlFacts(page: BuiltPage) {
  const content = find(page.doc, (e) => hasAttr(e, 'data-content-body')) ?? find(page.doc, is('main'))!;
  const kept = (e: Element) => !closest(e, (a) => hasAttr(a, 'data-content-ignore'));
  const tables = findAll(content, is('table'))
    .filter(kept)
    .map((table) => {
      const head = find(table, is('tr'));
      return head ? findAll(head, (c) => c.tagName === 'th' || c.tagName === 'td').map((c) => oneLine(visibleText(c))) : [];
    });
  const code = findAll(content, is('pre'))
    .filter(kept)
    .map((pre) => attr(pre, 'data-language') ?? '');
  return { tables, code };
}

/** Markdown inline syntax out of a table cell: code spans, emphasis, links, escapes. */
const cellText = (cell: string) =>
  oneLine(
    cell
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, '$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1'),
  );

/** Tables (their header cells) and code fences (their languages) of a Markdown text. */
function markdownFacts(markdown: string) {
  const lines = markdown.split('\n');
  const tables: string[][] = [];
  const code: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^(\s*)(`{3,}|~{3,})(\S*)/.exec(lines[i]!);
    if (fence) {
      code.push(fence[3]!);
      const close = new RegExp(`^\\s*${fence[2]![0]}{${fence[2]!.length},}\\s*$`);
      while (i + 1 < lines.length && !close.test(lines[i + 1]!)) i++;
      i++;
      continue;
    }
    if (/^\s*\|/.test(lines[i]!) && /^\s*\|(\s*:?-+:?\s*\|)+\s*$/.test(lines[i + 1] ?? '')) {
      tables.push(
        lines[i]!.trim()
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map(cellText),
      );
      while (/^\s*\|/.test(lines[i + 1] ?? '')) i++;
    }
  }
  return { tables, code };
}

const pages = allPages().filter((page) => markdownOf(page));

describe('Markdown versions', () => {
  test('the guides, the reference and the changelog announce one', () => {
    const routes = pages.map((p) => p.route);
    expect(routes).toEqual(expect.arrayContaining(['/gettingStarted', '/api-spec', '/api-spec/checkouts/createCheckout', '/changelog']));
    expect(routes).not.toContain('/');
  });

  test.each(pages.map((page) => [page.route, page] as const))('%s holds its tables and code blocks', (_route, page) => {
    const file = join(DIST, markdownOf(page)!);
    expect(existsSync(file), `${file}: missing`).toBe(true);
    const markdown = readFileSync(file, 'utf8');
    const want = htmlFacts(page);
    const got = markdownFacts(markdown);
    expect(got.tables, `${file}: header cells of each table`).toEqual(want.tables);
    expect(got.code, `${file}: language of each code block`).toEqual(want.code);
  });
});

test('llms.txt links only to Markdown versions that exist', () => {
  const llms = readFileSync(join(DIST, 'llms.txt'), 'utf8');
  const links = [...llms.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => new URL(m[1]!, 'https://site.example').pathname);
  expect(links.length).toBeGreaterThan(10);
  expect(links.filter((path) => !existsSync(join(DIST, path)))).toEqual([]);
});

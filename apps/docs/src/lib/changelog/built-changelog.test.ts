// The built /changelog (runs after `pnpm build`, as turbo's test does): every release of @paydocs/openapi has its
// section, the releases after the first link their changes to anchors that exist in the built reference, and the
// built feeds parse. The link check (scripts/link-check) checks every other link of the page.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listReleases, workspace } from '@paydocs/spec-diff';
import { XMLValidator } from 'fast-xml-parser';
import { parseFeed } from 'feedsmith';
import { describe, expect, test } from 'vitest';

const DIST = process.env.DOCS_E2E_DIST ?? fileURLToPath(new URL('../../../dist', import.meta.url));
const read = (file: string) => {
  const path = `${DIST}/${file}`;
  if (!existsSync(path)) throw new Error(`${path}: missing; build the site first (pnpm turbo run build --filter=@paydocs/docs)`);
  return readFileSync(path, 'utf8');
};
const releases = listReleases(workspace().releasesDir);

describe('built /changelog', () => {
  const html = read('changelog.html');
  const section = (version: string) =>
    html.slice(html.indexOf(`id="v${version}"`), html.indexOf('</section>', html.indexOf(`id="v${version}"`)));

  test.each(releases.map((r) => r.version))('release %s has its section', (version) => {
    expect(html).toMatch(new RegExp(`<h2 id="v${version.replaceAll('.', '\\.')}"[^>]*>`));
  });

  test('the first release cut from the changesets links its changes to the reference, and the anchors exist', () => {
    const compared = releases[1];
    if (!compared) throw new Error('expected at least two releases in spec/released/');
    // Each link names the reference page (`/api-spec` or `/api-spec/<section>`) that holds its anchor.
    const links = [...section(compared.version).matchAll(/href="\/(api-spec(?:\/[^"#]+)?)#([^"]+)"/g)].map((m) => ({
      page: `${m[1]}.html`,
      anchor: m[2] as string,
    }));
    expect(links.length).toBeGreaterThan(0);
    expect(links.some((l) => l.anchor.startsWith('operation/'))).toBe(true);
    // Each reference page read once, not once per link (a thousand links over a few pages).
    const pages = new Map(links.map((l) => [l.page, '']));
    for (const page of pages.keys()) pages.set(page, read(page));
    const missing = links.filter((l) => !pages.get(l.page)?.includes(`id="${l.anchor}"`)).map((l) => `${l.page}#${l.anchor}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  test('breaking changes come first in a release', () => {
    const compared = releases[1] as { version: string };
    const text = section(compared.version);
    expect(text.indexOf('Breaking changes')).toBeGreaterThan(-1);
    expect(text.indexOf('Breaking changes')).toBeLessThan(text.indexOf('Other changes'));
  });

  test('the feeds parse: Atom and JSON Feed, one entry per release', () => {
    const atom = read('changelog.xml');
    expect(XMLValidator.validate(atom)).toBe(true);
    const parsedAtom = parseFeed(atom);
    expect(parsedAtom.format).toBe('atom');
    expect((parsedAtom.feed as { entries: unknown[] }).entries).toHaveLength(releases.length);
    const json = parseFeed(JSON.parse(read('changelog.json')));
    expect(json.format).toBe('json');
    expect((json.feed as { items: unknown[] }).items).toHaveLength(releases.length);
  });

  test('the Markdown version exists and lists every release', () => {
    const md = read('changelog.md');
    for (const r of releases) expect(md).toContain(`## ${r.version} (`);
  });
});

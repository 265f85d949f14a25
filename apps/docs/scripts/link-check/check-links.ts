// Link integrity of the built site: every internal href/src must resolve to a file of the build,
// and every #fragment to an element id (or <a name>) on the target page. Generated tables and
// reference cards are plain HTML in the build, so they are checked like prose links.
import { globSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix, relative, resolve } from 'node:path';
import { basePrefix, isExternalUrl, routeOfFile } from '@paydocs/spec-access/urls';
import { unescapeHtml } from '../../src/lib/html/escape-html.ts';
import { urlToFile } from '../url-to-file.ts';

export interface BrokenLink {
  /** The page the link is on, as a URL path (e.g. `/checkouts/overview`). */
  page: string;
  /** The link as written in the page. */
  link: string;
  reason: string;
}

const LINK_ATTR = /<(?:a|link|script|img|source|iframe)\b[^>]*?\s(?:href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi;
const ID_ATTR = /\s(?:id|name)\s*=\s*("([^"]*)"|'([^']*)')/gi;

/**
 * Fragment prefixes a page declares its script renders (`data-client-fragments="tag/"` on the explorer, whose
 * `#tag/<tag>/<METHOD><path>` targets Scalar builds in the browser): a link to such a fragment is not checked
 * against the static HTML.
 */
const CLIENT_FRAGMENTS = /\sdata-client-fragments\s*=\s*("([^"]*)"|'([^']*)')/gi;

/** Every value of an attribute pattern here (double-quoted in group 2, single-quoted in 3), unescaped. */
const valuesOf = (html: string, attribute: RegExp) => [...html.matchAll(attribute)].map((m) => unescapeHtml(m[2] ?? m[3] ?? ''));

export async function checkLinks(distDir: string, base = '/'): Promise<{ pages: number; links: number; broken: BrokenLink[] }> {
  // Absolute, because urlToFile answers with absolute paths and pages are looked up by file path.
  const dist = resolve(distDir);
  const files = globSync('**/*.html', { cwd: dist }).map((file) => join(dist, file));
  const routeOf = (file: string) => routeOfFile(relative(dist, file));
  const html = new Map(await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')] as const)));
  // What each page offers a #fragment: its ids, and the prefixes its script renders.
  const anchorsOf = new Map(
    [...html].map(([file, text]) => [
      file,
      { ids: new Set(valuesOf(text, ID_ATTR)), clientFragments: valuesOf(text, CLIENT_FRAGMENTS).filter(Boolean) },
    ]),
  );

  const broken: BrokenLink[] = [];
  let links = 0;
  // A site built under a sub-path (`/docs/`) serves dist/x.html at /docs/x: links are resolved as the
  // browser does, against that URL, and one that leaves the base is broken even if dist has its file.
  const basePath = basePrefix(base);
  for (const file of files) {
    const page = routeOf(file);
    const pageUrl = `${basePath}${page}`;
    for (const raw of valuesOf(html.get(file)!, LINK_ATTR)) {
      if (!raw || isExternalUrl(raw)) continue; // external, mailto:, data:, javascript:
      links++;
      const [beforeHash, fragment] = raw.split('#', 2) as [string, string | undefined];
      const pathPart = beforeHash.split('?')[0]!;
      // Relative links resolve against the page's own URL, as a browser does.
      let target = pathPart === '' ? pageUrl : posix.resolve(pageUrl.endsWith('/') ? pageUrl : posix.dirname(`${pageUrl}/x`), pathPart);
      // posix.resolve drops a trailing slash, which decides what a static host serves: keep it.
      if (pathPart.endsWith('/') && target !== '/') target += '/';
      if (basePath) {
        if (target !== basePath && !target.startsWith(`${basePath}/`)) {
          broken.push({ page, link: raw, reason: `${target} is outside the site's base ${base}` });
          continue;
        }
        target = target.slice(basePath.length) || '/';
      }
      // The preview server's own mapping from a URL path to a file.
      const targetFile = pathPart === '' ? file : urlToFile(dist, target);
      if (!targetFile) {
        // The common slip with `format: 'file'` pages: a trailing slash asks for a folder index.
        const hint =
          target.length > 1 && target.endsWith('/') && urlToFile(dist, target.replace(/\/+$/, ''))
            ? ` (the page is served at ${target.replace(/\/+$/, '')}, without the trailing slash)`
            : '';
        broken.push({ page, link: raw, reason: `no page or file at ${target}${hint}` });
        continue;
      }
      const anchors = anchorsOf.get(targetFile);
      const wanted = fragment ? decodeURIComponent(fragment) : '';
      if (fragment && anchors && !anchors.ids.has(wanted) && !anchors.clientFragments.some((prefix) => wanted.startsWith(prefix))) {
        broken.push({ page, link: raw, reason: `no element with id "${fragment}" on ${routeOf(targetFile)}` });
      }
    }
  }
  return { pages: files.length, links, broken };
}

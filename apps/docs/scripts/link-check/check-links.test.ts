import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkLinks } from './check-links.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

describe('checkLinks', () => {
  test('passes a site whose links and anchors all resolve', async () => {
    const result = await checkLinks(fixture('ok'));
    expect(result.broken).toEqual([]);
    expect(result.links).toBe(6);
  });

  test('checks anchors the same way when the site folder is given as a relative path', async () => {
    const result = await checkLinks(relative(process.cwd(), fixture('ok')));
    expect(result.broken).toEqual([]);
    expect(result.links).toBe(6);
  });

  test('names the page and the link of every broken link and missing anchor', async () => {
    const { broken } = await checkLinks(fixture('broken'));
    expect(broken).toEqual([
      { page: '/guide', link: '/missing-page', reason: 'no page or file at /missing-page' },
      { page: '/guide', link: '/#nowhere', reason: 'no element with id "nowhere" on /' },
      { page: '/guide', link: '/img/absent.png', reason: 'no page or file at /img/absent.png' },
      // Served at /reference only: the preview server (and a static host) 404 on /reference/.
      {
        page: '/guide',
        link: '/reference/',
        reason: 'no page or file at /reference/ (the page is served at /reference, without the trailing slash)',
      },
    ]);
  });

  test('accepts a fragment its target page renders in the browser (data-client-fragments), and only with that prefix', async () => {
    const { broken } = await checkLinks(fixture('client-fragments'));
    expect(broken).toEqual([{ page: '/page', link: '/explorer#elsewhere', reason: 'no element with id "elsewhere" on /explorer' }]);
  });
});

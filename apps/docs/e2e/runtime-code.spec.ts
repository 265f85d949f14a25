// Code blocks: every block gets a "Copy code" button that copies its text and announces
// "Copied". Highlighting is markup (site-tests/code.site.test.ts).
import { expect, test } from './fixtures.ts';
import { routesContaining } from './site-routes.ts';

/** The first guide (in route order) with a highlighted code block; reference pages keep theirs in closed panels. */
function codePage(): string {
  const [route] = routesContaining('data-language="').filter((r) => !r.startsWith('/api-spec'));
  if (!route) throw new Error('No built page has a fenced code block.');
  return route;
}

test.describe('copy button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('gives every code block a copy button, which copies the code of its block and announces "Copied"', async ({ docPage, page }) => {
    await docPage.goto(codePage());
    const blocks = await docPage.codeBlocks.count();
    expect(blocks).toBeGreaterThan(0);
    await expect(docPage.main.getByRole('button', { name: 'Copy code' })).toHaveCount(blocks);

    const block = docPage.codeBlocks.last();
    const code = (await block.textContent()) ?? '';
    expect(code.trim()).not.toBe('');
    // The live region clears itself after two seconds; under load that can pass before a poll reads it, so record
    // every text it takes from before the click instead of racing the timer.
    await page.evaluate(() => {
      const region = document.querySelector('[data-runtime-announcer]')!;
      const said: string[] = [];
      (window as unknown as { __announced: string[] }).__announced = said;
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await docPage.main.getByRole('button', { name: 'Copy code' }).last().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced)).toContain('Copied');
  });

  test('adds copy buttons to pages reached by client-side navigation', async ({ docPage }) => {
    await docPage.trackPageLoads();
    const target = codePage();
    await docPage.goto(target === '/gettingStarted' ? '/contact' : '/gettingStarted');
    await docPage.markWindow();
    await (await docPage.injectLink(target)).click();
    await expect.poll(() => docPage.pageLoads()).toBe(2);

    expect(await docPage.windowMarker()).toBe('kept');
    await expect(docPage.main.getByRole('button', { name: 'Copy code' })).toHaveCount(await docPage.codeBlocks.count());
  });
});

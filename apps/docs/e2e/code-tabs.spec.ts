// Request samples in language tabs: WAI-ARIA tabs with arrow keys, Home and End; the reader's
// language is remembered across pages and browser tabs and shown from the first paint (before the
// tabs' script runs); without JavaScript every sample stays readable; each keeps its copy button.
import { expect, test } from './fixtures.ts';
import { CodeTabs } from './pages/code-tabs.ts';

test.describe('code sample tabs', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('group curl, Node and Ruby as labelled tabs: one panel shown, arrow keys, Home and End, a copy button each', async ({
    docPage,
    page,
  }) => {
    await docPage.goto('/gettingStarted');
    expect(await CodeTabs.count(page)).toBeGreaterThanOrEqual(2);
    const tabs = new CodeTabs(page);
    await expect(tabs.tablist).toBeVisible();
    await expect(tabs.tablist.getByRole('tab')).toHaveText(['curl', 'Node', 'Ruby']);
    await expect(tabs.tab('curl')).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.tab('Node')).toHaveAttribute('aria-selected', 'false');
    expect(await tabs.visiblePanels()).toEqual(['curl']);
    await expect(tabs.panel('curl')).toHaveAttribute('aria-labelledby', (await tabs.tab('curl').getAttribute('id'))!);

    await tabs.tab('curl').focus();
    // given a key press from the focused tab; want the tab that is focused and selected after it
    const steps: [string, string][] = [
      ['ArrowRight', 'Node'],
      ['ArrowRight', 'Ruby'],
      ['ArrowRight', 'curl'],
      ['ArrowLeft', 'Ruby'],
      ['Home', 'curl'],
      ['End', 'Ruby'],
    ];
    for (const [key, want] of steps) {
      await page.keyboard.press(key);
      await expect(tabs.tab(want), `${key} -> ${want}`).toBeFocused();
      await expect(tabs.tab(want)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.tab(want)).toHaveAttribute('tabindex', '0');
    }
    // Only the selected tab is in the tab order (roving tabindex).
    await expect(tabs.tablist.locator('[tabindex="0"]')).toHaveCount(1);

    // The panel shown (Ruby, selected by End) keeps its copy button, which copies that sample.
    const panel = tabs.panel('Ruby');
    await panel.hover();
    await panel.getByRole('button', { name: 'Copy code' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await panel.locator('code').textContent());
    expect(copied).toContain('Net::HTTP');
  });

  test('a choice applies to every group and is remembered on other pages from the first paint', async ({ docPage, page }) => {
    await docPage.goto('/gettingStarted');
    await new CodeTabs(page).tab('Node').click();
    expect(await new CodeTabs(page).storedLanguage()).toBe('node');
    expect(await new CodeTabs(page, 1).visiblePanels()).toEqual(['node']);

    // The tabs' script never runs on the next page: what shows is the pre-paint script and CSS.
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    await docPage.goto('/apiFundamentals/idempotency');
    const tabs = new CodeTabs(page);
    await expect(tabs.tablist).toBeVisible();
    expect(await tabs.visiblePanels()).toEqual(['node']);
  });

  test('a group without the chosen language shows its first tab', async ({ docPage, page }) => {
    await page.addInitScript(() => localStorage.setItem('code-lang', 'ruby'));
    await docPage.goto('/terminals/configuration');
    const tabs = new CodeTabs(page);
    await expect(tabs.tablist.getByRole('tab')).toHaveText(['curl', 'Node']);
    await expect(tabs.tab('curl')).toHaveAttribute('aria-selected', 'true');
    expect(await tabs.visiblePanels()).toEqual(['curl']);
  });

  test('follows a choice made in another browser tab', async ({ docPage, page, context }) => {
    await docPage.goto('/gettingStarted');
    const other = await context.newPage();
    await other.goto('/apiFundamentals/idempotency');
    await new CodeTabs(other).tab('Ruby').click();
    await expect(new CodeTabs(page).tab('Ruby')).toHaveAttribute('aria-selected', 'true');
    expect(await new CodeTabs(page).visiblePanels()).toEqual(['ruby']);
    await other.close();
  });
});

test.describe('code sample tabs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show every sample, stacked, each named by its language band', async ({ page }) => {
    await page.goto('/gettingStarted');
    const tabs = new CodeTabs(page);
    await expect(tabs.tablist).toBeHidden();
    expect(await tabs.visiblePanels()).toEqual(['curl', 'node', 'ruby']);
    const bands = await tabs.root.locator('pre').evaluateAll((pres) => pres.map((p) => getComputedStyle(p, '::before').content));
    expect(bands).toEqual(['"Shell"', '"JavaScript"', '"Ruby"']);
  });
});

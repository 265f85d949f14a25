// `pnpm dev` (astro dev with the live spec preview): saving a spec YAML file rebuilds the bundle
// and the open page shows the change without the reader reloading; a broken example is shown in a
// banner while the server keeps serving, and the banner goes when the example is fixed; /changelog's "Unreleased"
// section follows the edit (the site's data is cached by the bundle's identity, not once per process).
import { expect, test } from '../e2e/fixtures.ts';
import { PAGE_INFO, replaceIn } from './spec-edit.ts';

test.describe.configure({ mode: 'serial' });

test('a saved spec edit shows on the open page', async ({ page }) => {
  await page.goto(PAGE_INFO.route);
  // The dev server's first page: Vite may optimise dependencies and reload it, which took over 15 s on a fresh clone.
  await expect(page.getByText(PAGE_INFO.text)).toBeVisible({ timeout: 60_000 });
  const marker = `live preview ${Date.now()}`;
  const undo = replaceIn(PAGE_INFO.file, PAGE_INFO.text, `Whether a page exists after this one (${marker}).`);
  try {
    await expect(page.getByText(marker)).toBeVisible({ timeout: 30_000 });
  } finally {
    undo();
  }
  await expect(page.getByText(PAGE_INFO.text)).toBeVisible({ timeout: 30_000 });
});

test('an invalid example shows in a banner without stopping the server', async ({ page }) => {
  await page.goto(PAGE_INFO.route);
  const undo = replaceIn(PAGE_INFO.file, '  - has_previous: false\n', '  - has_previous: "no"\n');
  const banner = page.getByRole('alert').filter({ hasText: 'Spec:' });
  try {
    await expect(banner).toContainText('PageInfo', { timeout: 60_000 });
    await expect(banner).toContainText('has_previous');
    // The server still answers.
    expect((await page.request.get(PAGE_INFO.route)).status()).toBe(200);
  } finally {
    undo();
  }
  await expect(banner).toBeHidden({ timeout: 60_000 });
});

test("a saved spec edit shows in /changelog's Unreleased section, and goes when undone", async ({ page }) => {
  const field = `live_marker_${Date.now()}`;
  const listed = async () => (await (await page.request.get('/changelog')).text()).includes(field);
  // Computed once before the edit: a changelog kept once per process would not change after it.
  expect(await listed()).toBe(false);
  const undo = replaceIn(
    PAGE_INFO.file,
    '  has_next:\n',
    `  ${field}:\n    type: string\n    description: Marker of the live-preview test.\n  has_next:\n`,
  );
  try {
    await expect.poll(listed, { timeout: 60_000 }).toBe(true);
  } finally {
    undo();
  }
  await expect.poll(listed, { timeout: 60_000 }).toBe(false);
});

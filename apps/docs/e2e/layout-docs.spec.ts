// Doc and category pages: breadcrumbs from the sidebar, the table of contents (h2 and h3 only),
// the 300px sidebar with collapsible categories and the current page, pages without a sidebar,
// and category index pages listing their children with their descriptions.
import { sidebars } from '../src/sidebar.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, Shell } from './pages/shell.ts';
import { NO_SIDEBAR_ROUTES } from './site-routes.ts';

test.use({ viewport: DESKTOP });

type Item = (typeof sidebars.docs)[number] | string | { type: string; id?: string; slug?: string; items?: Item[] };
interface Category {
  label: string;
  slug: string;
  items: Item[];
}
function categories(items: readonly Item[]): Category[] {
  return items.flatMap((item) =>
    typeof item !== 'string' && item.type === 'category' ? [item as Category, ...categories((item as Category).items)] : [],
  );
}
const hrefOf = (item: Item): string =>
  typeof item === 'string' ? `/${item}` : 'id' in item && item.id ? `/${item.id}` : `/category/${(item as Category).slug}`;

test.describe('doc pages', () => {
  test('show breadcrumbs from the sidebar tree', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/payments/guides/achForm');
    const crumbs = shell.breadcrumbs;
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/category/payments');
    await expect(crumbs.getByRole('link', { name: 'Web Components' })).toHaveAttribute('href', '/category/web-components');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property.
    const title = await page.locator('main h1').innerText();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
  });

  for (const route of ['/gettingStarted', '/apiFundamentals', '/payments/overview', '/checkouts/lifecycle']) {
    test(`${route}: the table of contents lists the h2 and h3 headings only`, async ({ page }) => {
      const shell = new Shell(page);
      await page.goto(route);
      const headings = await page
        .locator('article h2[id], article h3[id]')
        .evaluateAll((elements) => elements.map((element) => `#${element.id}`));
      test.skip(headings.length === 0, `${route} has no h2/h3 headings`);
      await expect(shell.toc).toBeVisible();
      const links = await shell.toc.getByRole('link').evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
      expect(links).toEqual(headings);
      const deeper = await page.locator('article :is(h4, h5, h6)[id]').evaluateAll((elements) => elements.map((e) => `#${e.id}`));
      for (const id of deeper) expect(links).not.toContain(id);
    });
  }

  test('the sidebar is 300px wide with the current page marked', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/payments/overview');
    await expect(shell.sidebar).toBeVisible();
    expect((await shell.sidebar.boundingBox())?.width).toBe(300);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--doc-sidebar-width').trim())).toBe(
      '300px',
    );
    const current = shell.sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/payments/overview');
    await expect(shell.sidebar.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/gettingStarted');
  });

  test('sidebar categories collapse and expand, open along the current page', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/payments/guides/achForm');
    const payments = shell.sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Payments'" });
    const testing = shell.sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Testing'" });
    await expect(payments).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Web Components'" })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(testing).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.sidebar.locator('a[href="/testing/overview"]')).toBeHidden();

    await testing.click();
    await expect(testing).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.sidebar.locator('a[href="/testing/overview"]')).toBeVisible();
    await payments.click();
    await expect(shell.sidebar.locator('a[href="/payments/overview"]')).toBeHidden();
  });

  for (const route of NO_SIDEBAR_ROUTES) {
    test(`${route} renders without the sidebar`, async ({ page }) => {
      const shell = new Shell(page);
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(shell.sidebar).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
    });
  }
});

test.describe('category pages', () => {
  for (const category of categories(sidebars.docs)) {
    test(`/category/${category.slug} lists its children with their descriptions`, async ({ page, request }) => {
      await page.goto(`/category/${category.slug}`);
      await expect(page.locator('main h1')).toHaveText(category.label);
      const cards = page.locator('main article ul.card-grid > li > a');
      await expect(cards).toHaveCount(category.items.length);
      for (const [index, item] of category.items.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAttribute('href', hrefOf(item));
        // The one-line description is the child page's own meta description.
        const html = await (await request.get(hrefOf(item))).text();
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
        expect(description, `${hrefOf(item)} has a meta description`).toBeTruthy();
        const decoded = await page.evaluate((text) => {
          const area = document.createElement('textarea');
          area.innerHTML = text;
          return area.value;
        }, description ?? '');
        await expect(card.locator('.card__description')).toHaveText(decoded);
      }
    });
  }
});

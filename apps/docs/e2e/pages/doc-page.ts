// Page object for any documentation page. Locators go through roles and landmarks so specs
// describe what a reader sees, not how the layout is built.
import type { Locator, Page } from '@playwright/test';

declare global {
  interface Window {
    __docsE2eMarker?: string;
    __docsE2ePageLoads?: number;
  }
}

export class DocPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Loads a route with a full document load and waits until the page's scripts have run. */
  async goto(path: string): Promise<void> {
    // The page fixture (fixtures.ts) also waits for the scripts the loader starts after first paint.
    await this.page.goto(path, { waitUntil: 'load' });
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The indexed doc content (the element the search index reads, `data-content-body`). */
  get article(): Locator {
    return this.page.locator('[data-content-body]');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get progressBar(): Locator {
    return this.page.getByRole('progressbar', { name: 'Page loading progress' });
  }

  get routeSpinner(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Loading page' });
  }

  /** Code blocks of the doc content. */
  get codeBlocks(): Locator {
    return this.main.locator('pre');
  }

  /** Counts astro:page-load events from the next document on; call before goto(). */
  async trackPageLoads(): Promise<void> {
    await this.page.addInitScript(() => {
      window.__docsE2ePageLoads = 0;
      document.addEventListener('astro:page-load', () => {
        window.__docsE2ePageLoads = (window.__docsE2ePageLoads ?? 0) + 1;
      });
    });
  }

  async pageLoads(): Promise<number> {
    return this.page.evaluate(() => window.__docsE2ePageLoads ?? 0);
  }

  /** Puts a value on `window`: it survives client-side navigation and is lost on a full load. */
  async markWindow(value = 'kept'): Promise<void> {
    await this.page.evaluate((marker) => {
      window.__docsE2eMarker = marker;
    }, value);
  }

  async windowMarker(): Promise<string | undefined> {
    return this.page.evaluate(() => window.__docsE2eMarker);
  }

  /** Starts a client-side navigation the way a reader does: clicking an in-site link. */
  async navigateByLink(path: string): Promise<void> {
    await this.linkTo(path).first().click();
  }

  /** Adds a link to `path` at the top of main (for routes the current page does not link to). */
  async injectLink(path: string, text = `e2e link to ${path}`): Promise<Locator> {
    await this.page.evaluate(
      ({ href, label }) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = label;
        link.dataset.e2eLink = '';
        // Fixed in a corner so it can be clicked from any scroll position without scrolling.
        link.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:2147483647;background:#fff;color:#000';
        (document.querySelector('main') ?? document.body).prepend(link);
      },
      { href: path, label: text },
    );
    return this.page.locator(`a[data-e2e-link][href="${path}"]`);
  }

  linkTo(path: string): Locator {
    return this.page.locator(`a[href="${path}"]`);
  }

  async scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }
}

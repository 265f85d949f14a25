// Page object for the site shell (navbar, drawer, sidebar, footer, announcement bar, colour
// mode). Locators go through roles and accessible names, the way a reader finds these controls.
import type { Locator, Page, Route } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 600, height: 900 };

export class Shell {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get html(): Locator {
    return this.page.locator('html');
  }

  get navbar(): Locator {
    return this.page.locator('[data-navbar]');
  }

  get mainNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  get colorModeToggle(): Locator {
    return this.page.getByRole('button', { name: /^Switch between dark and light mode/ });
  }

  get announcement(): Locator {
    return this.page.getByRole('region', { name: 'Announcement' });
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Navigation' });
  }

  get drawerToggle(): Locator {
    return this.page.getByRole('button', { name: 'Toggle navigation bar' });
  }

  get sidebar(): Locator {
    return this.page.getByRole('complementary', { name: 'Sidebar' });
  }

  get toc(): Locator {
    return this.page.getByRole('complementary', { name: 'Table of contents' });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumbs' });
  }

  theme(): Promise<string | null> {
    return this.html.getAttribute('data-theme');
  }

  storage(key: string): Promise<string | null> {
    return this.page.evaluate((k) => localStorage.getItem(k), key);
  }

  async setStorage(key: string, value: string | null): Promise<void> {
    await this.page.evaluate(({ k, v }) => (v === null ? localStorage.removeItem(k) : localStorage.setItem(k, v)), { k: key, v: value });
  }

  /**
   * Serves every page with its <html> attributes rewritten, to exercise configuration values the
   * built site does not use (e.g. `colorMode.respectPrefersColorScheme: true`): the shell reads
   * these settings from <html>, where the layout writes them from site.config.ts.
   */
  async rewriteHtmlAttribute(name: string, from: string, to: string): Promise<void> {
    await this.page.route(
      (url) => !/\.\w+$/.test(url.pathname) || url.pathname.endsWith('.html'),
      async (route: Route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const body = (await response.text()).replace(`${name}="${from}"`, `${name}="${to}"`);
        await route.fulfill({ response, body });
      },
    );
  }
}

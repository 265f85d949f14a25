// Page object for the request-sample language tabs of a guide: a group is a tablist "Sample
// language" with its tabs and panels, found by role the way assistive technology finds them.
import type { Locator, Page } from '@playwright/test';

export class CodeTabs {
  readonly page: Page;
  readonly root: Locator;

  constructor(page: Page, index = 0) {
    this.page = page;
    this.root = page.locator('[data-code-tabs]').nth(index);
  }

  static count(page: Page): Promise<number> {
    return page.locator('[data-code-tabs]').count();
  }

  get tablist(): Locator {
    return this.root.getByRole('tablist', { name: 'Sample language' });
  }

  tab(name: string): Locator {
    return this.root.getByRole('tab', { name, exact: true });
  }

  /** The panel of a language, found by the label its tab gives it. */
  panel(name: string): Locator {
    return this.root.getByRole('tabpanel', { name, exact: true, includeHidden: true });
  }

  /** Panels shown on screen, by their data-lang (`curl`, `node`, `ruby`). */
  visiblePanels(): Promise<string[]> {
    return this.root
      .locator('[role="tabpanel"]')
      .evaluateAll((panels) =>
        panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.lang ?? ''),
      );
  }

  storedLanguage(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('code-lang'));
  }
}

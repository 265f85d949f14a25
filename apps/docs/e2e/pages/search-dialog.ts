// Page object for the site search (navbar button + dialog).
import type { Locator, Page } from '@playwright/test';

export class SearchDialog {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The navbar search button (the first one: the navbar may render it in the mobile drawer too). */
  get button(): Locator {
    return this.page.getByRole('button', { name: 'Search', exact: true }).first();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Search documentation' });
  }

  get input(): Locator {
    return this.dialog.getByRole('searchbox', { name: 'Search docs' });
  }

  get results(): Locator {
    return this.dialog.getByRole('list', { name: 'Search results' });
  }

  get status(): Locator {
    return this.dialog.getByRole('status');
  }

  async search(term: string): Promise<void> {
    await this.input.fill(term);
  }

  /** Result link to a page (its title) or to one of its headings (an anchor). */
  resultLink(href: string): Locator {
    return this.results.locator(`a[href="${href}"]`);
  }
}

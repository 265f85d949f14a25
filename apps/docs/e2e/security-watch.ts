// What a page does that the site's security rules forbid, recorded while a test drives it: requests to other origins
// (no fonts, analytics or CDNs) and Content-Security-Policy violations, the console's and those the browser blocks
// without a console message (a caught `new Function` probe is one). Call before the page loads.
import type { Page } from '@playwright/test';

export interface SecurityWatch {
  /** Every URL the page requested, in order. */
  requests: string[];
  /** Every CSP violation reported. */
  violations: string[];
  /** The requested URLs on another origin than `origin` (data: and blob: URLs are the page's own). */
  foreign(origin: string): string[];
}

export async function watchSecurity(page: Page): Promise<SecurityWatch> {
  const requests: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const foreign = (origin: string) =>
    requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
  return { requests, violations, foreign };
}

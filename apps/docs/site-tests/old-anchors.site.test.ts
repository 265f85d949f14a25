// Old links into the one-page reference, as the build writes them (moved from the browser suite): every old
// `/api-spec#<anchor>` (operations, webhooks as `#event/`, schemas, tag sections) that now lives on another page is in
// the overview's table of moved anchors, naming the page that holds exactly one element with that id; shared
// parameters and responses stay on the overview, out of the table. A tag page's table sends its old
// `#operation/<id>` to the operation's own page, whose title carries the id. That the inline script follows the
// table, and names an anchor no page holds, is e2e/api-reference.spec.ts's.
import { describe, expect, test } from 'vitest';
import { attr, find, findAll, is, textOf } from './html-query.ts';
import { pageAt } from './built-site.ts';

/** The table the redirect script reads on a page (AnchorRedirect.astro): anchor to the page that holds it. */
function movedAnchors(route: string): Record<string, string> {
  const table = find(pageAt(route).doc, is('script', { id: 'ref-anchor-table' }));
  if (!table) throw new Error(`${route} has no <script id="ref-anchor-table">: old links to it cannot be redirected`);
  return JSON.parse(textOf(table)) as Record<string, string>;
}

const withId = (route: string, id: string) => findAll(pageAt(route).doc, (element) => attr(element, 'id') === id);

// given an old anchor of /api-spec; want the page that holds it now
const OLD_ANCHORS: { anchor: string; page: string }[] = [
  { anchor: 'operation/createCheckout', page: '/api-spec/checkouts/createCheckout' },
  { anchor: 'operation/listPayments', page: '/api-spec/payments/listPayments' },
  { anchor: 'operation/createAccessToken', page: '/api-spec/authentication/createAccessToken' },
  { anchor: 'event/payment.created', page: '/api-spec/webhooks' },
  { anchor: 'event/payment.dispute.submitted', page: '/api-spec/webhooks' },
  { anchor: 'schema/Payment', page: '/api-spec/schemas' },
  { anchor: 'schema/ErrorCode', page: '/api-spec/schemas' },
  { anchor: 'section/payments', page: '/api-spec/payments' },
  { anchor: 'section/webhooks', page: '/api-spec/webhooks' },
  { anchor: 'parameter/IdempotencyKeyRequired', page: '/api-spec' },
  { anchor: 'response/BadRequest', page: '/api-spec' },
];

describe('old /api-spec anchors', () => {
  test.each(OLD_ANCHORS)('#$anchor is on $page, once', ({ anchor, page }) => {
    expect(movedAnchors('/api-spec')[anchor]).toBe(page === '/api-spec' ? undefined : page);
    expect(withId(page, anchor)).toHaveLength(1);
  });

  test("a tag page's old #operation/ anchor names the operation's own page, whose title carries it", () => {
    const anchor = 'operation/capturePayment';
    expect(movedAnchors('/api-spec/payments')[anchor]).toBe('/api-spec/payments/capturePayment');
    expect(withId('/api-spec/payments/capturePayment', anchor).map((element) => element.tagName)).toEqual(['h1']);
  });
});

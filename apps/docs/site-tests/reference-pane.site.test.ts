// The reference as a workspace, over the built dist/ (issue 30): every /api-spec page (overview, tags, operations,
// webhooks, schemas) carries the operations pane in a navigation landmark named "Operations", listing every operation
// of the served spec with its method, the page being read marked aria-current="page"; each operation page ends with
// the previous and next operation; its "Try it" button comes right after its title, and only <noscript> says Try it
// needs JavaScript; the explorer is linked from the overview and, at that operation, from every operation page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkOperations, type JsonObject } from '@paydocs/spec-access';
import { describe, expect, test } from 'vitest';
import { attr, closest, type Element, find, findAll, hasAttr, hasClass, is, type ParentNode, textOf, visibleText } from './html-query.ts';
import { DIST, landmark, pageAt } from './built-site.ts';

const spec = JSON.parse(readFileSync(join(DIST, 'openapi.json'), 'utf8')) as JsonObject;
const anchors = JSON.parse(readFileSync(join(DIST, 'api-spec/anchors.json'), 'utf8')) as Record<string, string>;
/** Every operation of the served spec with its page, in spec order. */
const operations = walkOperations(spec)
  .filter((w) => w.kind === 'operation')
  .map((w) => ({
    id: String(w.operation.operationId),
    method: w.method.toUpperCase(),
    page: anchors[`operation/${w.operation.operationId}`]!,
  }));
const operationPages = new Set(operations.map((o) => o.page));

function pane(doc: ParentNode): Element {
  const nav = landmark(doc, 'nav', 'Operations');
  if (!nav) throw new Error('no <nav aria-label="Operations">');
  return nav;
}
const links = (root: ParentNode) => findAll(root, is('a'));
const current = (root: ParentNode) => links(root).filter((a) => attr(a, 'aria-current') === 'page');
/** The operation pages in the pane's order (tags in order, each tag's operations in spec order). */
const pageOrder = links(pane(pageAt('/api-spec').doc))
  .map((a) => attr(a, 'href')!)
  .filter((href) => operationPages.has(href));

describe('the operations pane', () => {
  test('holds a page for every operation, each once', () => {
    expect(operationPages.size).toBeGreaterThan(50);
    expect(pageOrder).toHaveLength(operationPages.size);
    expect(new Set(pageOrder).size).toBe(pageOrder.length);
  });

  const somePages = [
    '/api-spec',
    '/api-spec/payments',
    '/api-spec/webhooks',
    '/api-spec/schemas',
    operations[0]!.page,
    operations.at(-1)!.page,
  ];

  test.each(somePages)('%s lists every operation of the spec, with its method', (route) => {
    const nav = pane(pageAt(route).doc);
    const hrefs = links(nav).map((a) => attr(a, 'href'));
    for (const op of operations) {
      expect(hrefs, op.id).toContain(op.page);
      const a = links(nav).find((l) => attr(l, 'href') === op.page)!;
      expect(visibleText(a).startsWith(op.method), `${op.id}: ${visibleText(a)}`).toBe(true);
    }
  });

  test('an operation page marks itself, and only itself, as the current page', () => {
    for (const route of pageOrder) {
      const marked = current(pane(pageAt(route).doc));
      expect(
        marked.map((a) => attr(a, 'href')),
        route,
      ).toEqual([route]);
    }
  });

  test.each([
    ['/api-spec', 'Overview'],
    ['/api-spec/payments', 'Payments'],
    ['/api-spec/webhooks', 'Webhooks'],
    ['/api-spec/schemas', 'Schemas'],
  ])('%s marks its own entry (%s)', (route, label) => {
    expect(current(pane(pageAt(route).doc)).map((a) => visibleText(a))).toEqual([label]);
  });

  test('the drawer offers the pane on phones (its secondary menu)', () => {
    const doc = pageAt(pageOrder[0]!).doc;
    expect(find(doc, (e) => hasAttr(e, 'data-drawer-show-secondary') && visibleText(e) === 'API operations')).toBeDefined();
    expect(closest(pane(doc), (e) => hasAttr(e, 'data-docs-sidebar'))).toBeDefined();
  });
});

describe('an operation page', () => {
  test('ends with the previous and next operation, in the pane order', () => {
    for (const [i, route] of pageOrder.entries()) {
      const pager = landmark(pageAt(route).doc, 'nav', 'Previous and next operation');
      const rel = (name: string) => (pager ? links(pager).find((a) => attr(a, 'rel') === name) : undefined);
      expect(rel('prev') && attr(rel('prev')!, 'href'), route).toBe(pageOrder[i - 1]);
      expect(rel('next') && attr(rel('next')!, 'href'), route).toBe(pageOrder[i + 1]);
    }
  });

  test('has its Try it button right after its title, and says Try it needs JavaScript only in <noscript>', () => {
    for (const route of pageOrder) {
      const entry = find(pageAt(route).doc, (e) => e.tagName === 'article' && hasAttr(e, 'data-operation'))!;
      const button = find(entry, (e) => hasAttr(e, 'data-try-it-open'));
      expect(button && visibleText(button), route).toBe('Try it');
      // Reading order: the title, then Try it, then the operation's details.
      const order = findAll(
        entry,
        (e) => e.tagName === 'h1' || hasAttr(e, 'data-try-it-open') || (attr(e, 'class') ?? '').split(' ').includes('ref-op__main'),
      );
      expect(
        order.map((e) => e.tagName),
        route,
      ).toEqual(['h1', 'button', 'div']);
      const mentions = findAll(pageAt(route).doc, (e) =>
        e.childNodes.some((n) => n.nodeName === '#text' && /needs JavaScript/.test(textOf(n))),
      );
      expect(
        mentions.map((e) => e.tagName),
        route,
      ).toEqual(['noscript']);
    }
  });

  test('links the explorer at that operation', () => {
    for (const route of pageOrder) {
      const open = links(pageAt(route).doc).find((a) => visibleText(a) === 'Open in the explorer');
      expect(open && attr(open, 'href'), route).toMatch(/^\/api-spec\/explorer#tag\/[a-z0-9-]+\/(GET|POST|PUT|PATCH|DELETE)\//);
    }
  });
});

test('the overview links the explorer', () => {
  expect(links(pageAt('/api-spec').doc).some((a) => attr(a, 'href') === '/api-spec/explorer')).toBe(true);
});

// Moved from the browser suite (which switches the tabs: e2e/code-tabs.spec.ts).
test('an operation page carries its samples in three languages as tabs, its response example and the Try it mount point', () => {
  const { doc } = pageAt('/api-spec/checkouts/createCheckout');
  const entry = find(doc, is('article', { 'data-operation': 'createCheckout' }));
  if (!entry) throw new Error('no <article data-operation="createCheckout">');
  // given a tab's language; want its name and a line of its panel
  const samples: [lang: string, name: string, line: string][] = [
    ['curl', 'curl', 'curl -X POST'],
    ['node', 'Node', "method: 'POST'"],
    ['ruby', 'Ruby', 'Net::HTTP::Post.new(uri)'],
  ];
  const tabs = findAll(entry, is(undefined, { role: 'tab' }));
  expect(tabs.map(visibleText)).toEqual(samples.map(([, name]) => name));
  for (const [lang, , line] of samples) {
    const tab = find(entry, is(undefined, { role: 'tab', 'data-lang': lang }));
    const panel = find(entry, is(undefined, { role: 'tabpanel', 'data-lang': lang }));
    expect(panel && attr(panel, 'id'), `${lang} panel`).toBe(tab && attr(tab, 'aria-controls'));
    expect(panel && attr(panel, 'aria-labelledby')).toBe(tab && attr(tab, 'id'));
    expect(textOf(panel!)).toContain(line);
  }
  expect(visibleText(find(entry, hasClass('ref-example'))!)).toContain('Response 201');
  expect(findAll(entry, is(undefined, { 'data-try-it-operation': 'createCheckout' }))).toHaveLength(1);
});

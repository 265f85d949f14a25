import { describe, expect, test } from 'vitest';
import { endpointHash, nameWithVisibleText, repairScalarMarkup } from './scalar-markup.ts';

describe('endpointHash', () => {
  test("is the hash Scalar's router gives the operation: the section id without the document name, method, path", () => {
    expect(endpointHash('api/tag/payments', 'api', ' post', '/payments')).toBe('#tag/payments/POST/payments');
    expect(endpointHash('api/tag/payments', 'api', 'get', '/payments/{id}')).toBe('#tag/payments/GET/payments/{id}');
  });

  test('gives none for a section of another document, or an entry without a method or path', () => {
    expect(endpointHash('other/tag/payments', 'api', 'post', '/payments')).toBeUndefined();
    expect(endpointHash('api-1/tag/payments', 'api', 'post', '/payments')).toBeUndefined();
    expect(endpointHash('api/tag/payments', 'api', '', '/payments')).toBeUndefined();
    expect(endpointHash('api/tag/payments', 'api', 'post', '')).toBeUndefined();
  });
});

describe('nameWithVisibleText', () => {
  test('starts the name with the visible text when the name leaves it out, keeping what the name adds', () => {
    expect(nameWithVisibleText('Show More ', 'Show all Sub accounts endpoints')).toBe('Show More – all Sub accounts endpoints');
  });

  test('leaves a name alone that already contains the visible text, or a button without text', () => {
    expect(nameWithVisibleText('Show more', 'Show more Payments endpoints')).toBeUndefined();
    expect(nameWithVisibleText('  ', 'Show all Payments endpoints')).toBeUndefined();
  });
});

/** Just enough of an element for the repair: attributes, one `closest` and child lookups by class. */
interface FakeElement {
  id: string;
  textContent: string | null;
  attributes: Record<string, string>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  closest(selector: string): FakeElement | null;
  querySelector(selector: string): FakeElement | null;
}

function element(
  id: string,
  attributes: Record<string, string>,
  children: Record<string, string> = {},
  parent?: FakeElement,
  textContent: string | null = null,
): FakeElement {
  const el: FakeElement = {
    id,
    textContent,
    attributes: { ...attributes },
    getAttribute: (name) => el.attributes[name] ?? null,
    setAttribute: (name, value) => {
      el.attributes[name] = value;
    },
    closest: (selector) => (selector === 'section[id]' ? (parent ?? null) : null),
    querySelector: (selector) => {
      const text = children[selector.replace(/^\./, '')];
      return text === undefined ? null : element('', {}, {}, undefined, text);
    },
  };
  return el;
}

test('names copy buttons, puts the visible text into Show More names and gives endpoint links their operation hash, leaving links it cannot place alone', () => {
  const section = element('api/tag/refunds', {});
  const copy = element('', {});
  const endpoint = element('', {}, { 'endpoint-method': ' post', 'endpoint-path': '/refunds' }, section);
  const orphan = element('', {}, { 'endpoint-method': 'get', 'endpoint-path': '/refunds' });
  const showMore = element('', { 'aria-label': 'Show all Refunds endpoints' }, {}, undefined, 'Show More ');
  const root = {
    querySelectorAll: (selector: string) =>
      selector.startsWith('button.scalar-code-copy')
        ? [copy]
        : selector.startsWith('a.endpoint')
          ? [endpoint, orphan]
          : selector.startsWith('button.show-more')
            ? [showMore]
            : [],
  };
  // The stand-ins have just the parts of the DOM interfaces the repair reads.
  repairScalarMarkup(root as unknown as ParentNode, 'api');
  expect(copy.attributes).toEqual({ 'aria-label': 'Copy code' });
  expect(endpoint.attributes).toEqual({ href: '#tag/refunds/POST/refunds' });
  expect(orphan.attributes).toEqual({});
  expect(showMore.attributes).toEqual({ 'aria-label': 'Show More – all Refunds endpoints' });
});

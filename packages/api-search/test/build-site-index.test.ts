import { describe, expect, test } from 'vitest';
import { routeOf, sectionsOfPage } from '../src/build-site-index.ts';

const page = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body><nav>Site nav</nav><main><article data-content-body>${body}</article></main></body></html>`;

const GUIDE = page(
  `<h1>Authentication</h1>
   <div data-content-ignore><button>Copy page</button></div>
   <p>Intro text.</p>
   <h2 id="credentials">Credentials</h2><p>A client id and secret.</p>
   <h3 id="401-unauthorized">401 Unauthorized</h3><p>Fetch a new token.</p><p hidden>Hidden notice.</p>
   <script>ignored()</script>
   <h2 id="errors">Errors</h2>
   <table><tr id="error-not_authenticated"><th><code>not_<wbr/>authenticated</code></th><td>401</td><td>No token.</td></tr></table>
   <h2 id="every-call">Every call</h2><div data-operation-list="Auth"><table><tr><td>POST</td><td>/oauth/token</td></tr></table></div>`,
  '<meta name="keywords" content="API key, OAuth">',
);

describe('sectionsOfPage', () => {
  const sections = sectionsOfPage(GUIDE, '/apiFundamentals/authentication');

  test('cuts a guide at each h2/h3 with an id and each error catalogue row', () => {
    // want: [url, title, kind, text]
    expect(sections.map((s) => [s.url, s.title, s.kind, s.text])).toEqual([
      ['/apiFundamentals/authentication', 'Authentication', 'guide', 'Intro text.'],
      ['/apiFundamentals/authentication#credentials', 'Credentials', 'guide', 'A client id and secret.'],
      ['/apiFundamentals/authentication#401-unauthorized', '401 Unauthorized', 'guide', 'Fetch a new token.'],
      ['/apiFundamentals/authentication#errors', 'Errors', 'guide', ''],
      ['/apiFundamentals/authentication#every-call', 'Every call', 'guide', 'POST /oauth/token'],
      ['/apiFundamentals/authentication#error-not_authenticated', 'not_authenticated', 'error', 'not_authenticated 401 No token.'],
    ]);
  });

  test("gives every section the page's title and keywords", () => {
    expect(new Set(sections.map((s) => `${s.page} | ${s.keywords}`))).toEqual(new Set(['Authentication | API key, OAuth']));
  });

  test('marks an "every call" table as a listing, not the sections about one thing', () => {
    expect(sections.filter((s) => s.listing).map((s) => s.title)).toEqual(['Every call']);
  });

  test('a page without indexed content has no sections', () => {
    expect(sectionsOfPage('<html><body><p>Home</p></body></html>', '/')).toEqual([]);
  });

  test("reference anchors name their kind, and a reference page's keywords come from the spec", () => {
    const ref = sectionsOfPage(
      page(
        `<article><h1 id="operation/createPayment"><span class="spec-method spec-method--post">POST</span><code>/payments</code><span>Create a payment</span></h1>
         <p class="ref-op__id">operationId <code>createPayment</code></p><p class="spec-op__changed">Changed in 2.0.0</p>
         <p>Charges a card.</p><h2>Parameters</h2><p>amount</p></article>`,
      ),
      '/api-spec/payments/createPayment',
      'Payments Create a payment',
    );
    expect(ref.map((s) => [s.url, s.kind, s.title, s.text, s.keywords, s.listing])).toEqual([
      [
        '/api-spec/payments/createPayment#operation/createPayment',
        'operation',
        'POST /payments Create a payment',
        'Charges a card. Parameters amount',
        'Payments Create a payment',
        undefined,
      ],
    ]);
  });

  // given a route; want whether its sections are listings (pages that list everything)
  test.each([
    ['/changelog', true],
    ['/category/payments', true],
    ['/api-spec', true],
    ['/api-spec/payments', true],
    ['/payments/overview', false],
  ])('%s lists everything: %s', (route, want) => {
    const [first] = sectionsOfPage(page('<h1>T</h1><p>Text.</p>'), route);
    expect(first!.listing ?? false).toBe(want);
  });
});

describe('routeOf', () => {
  test.each([
    ['/d/gettingStarted.html', '/gettingStarted'],
    ['/d/payments/guides/cardForm.html', '/payments/guides/cardForm'],
    ['/d/index.html', '/'],
  ])('%s -> %s', (file, want) => expect(routeOf('/d', file)).toBe(want));
});

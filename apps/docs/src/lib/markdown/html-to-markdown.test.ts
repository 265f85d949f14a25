// HTML as the site renders it, and the Markdown its `.md` version must hold: tables, code with its language, notes,
// links, nested lists; the chrome around the content gone.
import { toMdast } from 'hast-util-to-mdast';
import { describe, expect, test } from 'vitest';
import { htmlToMarkdown, readPage } from './html-to-markdown.ts';

describe('htmlToMarkdown', () => {
  test.each([
    {
      name: 'a table keeps its header cells, rows and inline code',
      given:
        '<div class="ref-table-wrap"><table><thead><tr><th scope="col">Field</th><th scope="col">Type</th></tr></thead>' +
        '<tbody><tr><th scope="row"><code>amount</code></th><td><a href="/api-spec/schemas#schema/Amount"><code>Amount</code></a></td></tr>' +
        '<tr><th scope="row"><code>currency</code></th><td><code>string</code></td></tr></tbody></table></div>',
      want: '| Field | Type |\n| --- | --- |\n| `amount` | [`Amount`](/api-spec/schemas#schema/Amount) |\n| `currency` | `string` |\n',
    },
    {
      name: 'a Shiki code block keeps its language and its text, without the token markup',
      given:
        '<pre class="astro-code" data-language="bash"><code><span class="line"><span style="--shiki-light:#953800">curl</span><span> -X POST</span></span>\n' +
        '<span class="line"><span>  -H "Sub-Account: $SUB_ACCOUNT"</span></span></code></pre>',
      want: '```bash\ncurl -X POST\n  -H "Sub-Account: $SUB_ACCOUNT"\n```\n',
    },
    {
      name: 'a note becomes a quote with its title in bold',
      given:
        '<div class="not-shown" role="note" aria-label="Documentation gap"><p class="not-shown__title">Documentation gap</p>' +
        '<div class="not-shown__body"><p>The API host is not published.</p></div></div>',
      want: '> **Documentation gap**\n>\n> The API host is not published.\n',
    },
    {
      name: 'a note without a title line stays a quote',
      given: '<div role="note" aria-label="Documentation gap"><p><strong>Not documented:</strong> the rounding.</p></div>',
      want: '> **Not documented:** the rounding.\n',
    },
    {
      name: 'links stay site-relative, with their fragment',
      given: '<p>See <a href="/docs/apiFundamentals#base-url">base URL</a> and <a href="https://example.com/x">x</a>.</p>',
      want: 'See [base URL](/docs/apiFundamentals#base-url) and [x](https://example.com/x).\n',
    },
    {
      name: 'nested lists keep their nesting',
      given: '<ul><li>Card<ul><li>Visa</li><li>Mastercard</li></ul></li><li>ACH<ol><li>Debit</li></ol></li></ul>',
      // hast-util-to-mdast reads the first item as loose (a blank line after it); the nesting is what matters.
      want: '- Card\n\n  - Visa\n  - Mastercard\n\n- ACH\n  1. Debit\n',
    },
    {
      name: 'adjacent inline elements are separate words, as the page lays them out',
      given: '<h1><span class="spec-method">POST</span><code>/checkouts</code><span>Create a checkout</span></h1>',
      want: '# POST `/checkouts` Create a checkout\n',
    },
    {
      name: 'a diagram becomes the text screen readers hear',
      given: '<figure><svg role="img"><title>Architecture</title><desc>Five groups.</desc><rect></rect></svg></figure>',
      want: '**Architecture** (diagram)\n\nFive groups.\n',
    },
    {
      // The writer sees only the escaping patterns whose character the text holds: every escape must still be there.
      name: 'text Markdown would read as syntax is escaped, inline code and intraword underscores are not',
      given:
        '<p>A test_ id, not_this one, *stars*, [brackets](x), &lt;b&gt;, a \\ backslash, `ticks`, ~strike~ and <code>a|b</code>:</p>' +
        '<p># not a heading</p><p>1. not a list</p><table><tr><th>a | b</th></tr><tr><td><code>x|y</code> <strong>z</strong></td></tr></table>',
      want:
        'A test\\_ id, not_this one, \\*stars\\*, \\[brackets]\\(x), \\<b>, a \\ backslash, \\`ticks\\`, \\~strike\\~ and `a|b`:\n\n' +
        '\\# not a heading\n\n1\\. not a list\n\n| a \\| b |\n| --- |\n| `x\\|y` **z** |\n',
    },
    {
      name: 'a Markdown table shown as code stays as written',
      given: '<pre data-language="md"><code>| a |\n| - |\n</code></pre>',
      want: '```md\n| a |\n| - |\n```\n',
    },
  ])('$name', ({ given, want }) => {
    expect(htmlToMarkdown(given)).toBe(want);
  });

  test.each([
    { name: 'navigation', given: '<nav aria-label="Breadcrumbs"><a href="/">Home</a></nav><p>Body</p>' },
    { name: 'what search ignores', given: '<div data-content-ignore><a href="/x.md">View as Markdown</a></div><p>Body</p>' },
    { name: 'buttons and tab lists', given: '<div role="tablist"><button>curl</button><button>Node</button></div><p>Body</p>' },
    { name: 'forms of islands', given: '<form role="search"><label>Search<input></label></form><p>Body</p>' },
    { name: 'loading indicators', given: '<div role="status"><span class="sr-only">Loading interactive example</span></div><p>Body</p>' },
    { name: 'hidden elements', given: '<p hidden>Copied</p><span aria-hidden="true">/</span><p>Body</p>' },
    { name: 'scripts and styles', given: '<script>theme()</script><style>p{}</style><p>Body</p>' },
    { name: 'an icon without a title', given: '<p><svg><path d="M0"></path></svg>Body</p>' },
  ])('drops $name', ({ given }) => {
    expect(htmlToMarkdown(given)).toBe('Body\n');
  });
});

describe('the content of a page', () => {
  test.each([
    { name: 'the element search indexes', given: '<main><div>Breadcrumbs</div><article data-content-body><p>Body</p></article></main>' },
    { name: 'else <main>', given: '<body><header>Site</header><main><p>Body</p></main><footer>Footer</footer></body>' },
  ])('is $name', ({ given }) => {
    expect(htmlToMarkdown(given)).toBe('Body\n');
  });
});

describe('the Markdown of a whole page', () => {
  const page = (head: string, main: string) =>
    `<!doctype html><html><head>${head}</head><body><header><nav>Menu</nav></header><main>${main}</main><footer>Footer</footer></body></html>`;

  test.each([
    {
      name: 'the title, the description as a quote, the content; the chrome around it gone',
      given: page(
        '<meta name="description" content="Take a &quot;test&quot; payment &amp; refund it&#39;s.">',
        '<h1>Getting Started</h1><p>Body</p>',
      ),
      want: '# Getting Started\n\n> Take a "test" payment & refund it\'s.\n\nBody\n',
    },
    { name: 'no description', given: page('', '<h1>Guide</h1><p>Body</p>'), want: '# Guide\n\nBody\n' },
    {
      name: "scripts and styles before the head's metadata",
      given: page(
        '<script>if (a < b) x("</style>")</script><style>p::before { content: "<meta>" }</style><script></script><meta name="description" content="About.">',
        '<h1>Guide</h1><pre data-language="js"><code><span style="--a">const</span> a</code></pre><pre>b</pre>',
      ),
      want: '# Guide\n\n> About.\n\n```js\nconst a\n```\n\n```\nb\n```\n',
    },
    {
      name: 'no heading: the description first',
      given: page('<meta name="description" content="About.">', '<p>Body</p>'),
      want: '> About.\n\nBody\n',
    },
  ])('$name', ({ given, want }) => {
    expect(htmlToMarkdown(given)).toBe(want);
  });
});

describe('readPage', () => {
  const page =
    '<html><head><meta name="description" content="About auth."><meta name="keywords" content="OAuth, token">' +
    '<link rel="alternate" type="text/markdown" href="/auth.md"></head><body><main><div aria-hidden="true">Skip</div>' +
    '<article data-content-body><h1>Auth</h1><p>Intro <a href="/x">link</a>.</p>' +
    '<h2 id="get-a-token">Get a token</h2><pre data-language="bash"><code># not a heading\ncurl -X POST</code></pre>' +
    '<h3 id="renew">Renew</h3><p>Renew it.</p><h2 id="errors">Errors</h2>' +
    '<table><thead><tr><th>Code</th><th>Status</th></tr></thead><tbody><tr id="error-expired"><td><code>expired</code></td><td>401</td></tr>' +
    '<tr><td>other</td><td>400</td></tr></tbody></table><div data-operation-list><p>Every call</p></div></article></main></body></html>';
  const read = readPage(page);

  test('reads the head: the Markdown link, the keywords, the page title', () => {
    expect(read).toMatchObject({ markdownHref: '/auth.md', keywords: 'OAuth, token', title: 'Auth', marked: true });
  });

  test('cuts the Markdown at each anchored heading; the chunks joined are the page', () => {
    expect(read.chunks.map((c) => [c.anchor, c.level, c.title])).toEqual([
      ['', 0, 'Auth'],
      ['get-a-token', 2, 'Get a token'],
      ['renew', 3, 'Renew'],
      ['errors', 2, 'Errors'],
    ]);
    expect(read.chunks[0]!.markdown).toBe('# Auth\n\n> About auth.\n\nIntro [link](/x).');
    expect(read.chunks[1]!.markdown).toBe('## Get a token\n\n```bash\n# not a heading\ncurl -X POST\n```');
    expect(htmlToMarkdown(page)).toBe(`${read.chunks.map((c) => c.markdown).join('\n\n')}\n`);
  });

  test('gives each chunk its text for search: no heading, no description, no anchored row', () => {
    expect(read.chunks.map((c) => c.text)).toEqual([
      'Intro link.',
      '# not a heading curl -X POST',
      'Renew it.',
      'Code Status other 400 Every call',
    ]);
    expect(read.chunks[0]!.linkShare).toBeCloseTo(4 / 11);
    expect(read.chunks.map((c) => c.operationList)).toEqual([false, false, false, true]);
  });

  test('an anchored row is its table header and the row, as the page writes them', () => {
    expect(read.rows).toEqual([
      { anchor: 'error-expired', title: 'expired', markdown: '| Code | Status |\n| --- | --- |\n| `expired` | 401 |', text: 'expired 401' },
    ]);
    expect(read.chunks[3]!.markdown).toContain('| `expired` | 401 |');
  });

  test('a page without marked content is its <main>', () => {
    expect(readPage('<main><p>Body</p></main>')).toMatchObject({ marked: false, keywords: '', chunks: [{ anchor: '', markdown: 'Body' }] });
  });
});

// The conversion leaves out toMdast's clone of each tree through the `inPlace` option of the repository's patch
// (patches/hast-util-to-mdast@10.1.3.patch): a lost patch would cost the clone again, silently.
describe('hast-util-to-mdast, as patched', () => {
  const tree = () => ({
    type: 'root',
    children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: '  spaced   out  ' }] }],
  });
  const textOf = (root: ReturnType<typeof tree>) => root.children[0]!.children[0]!.value;
  test('converts the tree in place with inPlace', () => {
    const given = tree();
    expect(toMdast(given as never, { inPlace: true } as never)).toMatchObject({ type: 'root' });
    expect(textOf(given)).toBe('spaced out');
  });
  test('clones the tree first without it, as for every other caller', () => {
    const given = tree();
    toMdast(given as never);
    expect(textOf(given)).toBe('  spaced   out  ');
  });
});

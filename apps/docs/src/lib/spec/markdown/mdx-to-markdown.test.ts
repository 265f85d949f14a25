import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createSpecModel } from '../spec-model.ts';
import { miniSpec } from '../test-fixtures/mini-spec.ts';
import { componentMarkdown } from './component-markdown.ts';
import { mdxToMarkdown, parseAttributes } from './mdx-to-markdown.ts';

const model = createSpecModel(miniSpec);
const page = (body: string) => mdxToMarkdown(model, { file: 'guide.mdx', title: 'Payments', description: 'Take payments.', body });

describe('mdxToMarkdown', () => {
  test('turns the frontmatter into a heading and summary and drops ESM and comments', () => {
    expect(page('---\ntitle: x\n---\nimport A from "a";\n\n{/* hidden */}\nHello.\n')).toBe('# Payments\n\n> Take payments.\n\nHello.\n');
  });

  test('replaces an inline component inside its sentence', () => {
    expect(page('Tokens last <Constant name="access_token_lifetime" />.')).toContain('Tokens last 24 hours.');
  });

  test('renders a schema as a table with dotted paths, constraints and enum values', () => {
    const md = page('<SchemaTable name="Payment" />');
    expect(md).toContain('| Field | Type | Required | Constraints | Description |');
    expect(md).toContain('| `payment.expedited` | `boolean` | Yes | default `false` | ACH only. |');
    expect(md).toContain('One of: `pending`, `authorized`, `canceled`, `succeeded`.');
  });

  test('renders a state machine with its honest statement and transitions', () => {
    const md = page('<StateMachine name="PayoutStatus" />');
    expect(md).toContain('> **Not documented: which transitions between these states are allowed.**');
    expect(md).toContain('No transitions are listed');
  });

  test('quotes asides and not-shown notes with their children, code included', () => {
    const md = page('<Aside type="caution" title="Live keys">\n  Never log `client_secret`.\n\n  ```bash\n  echo hi\n  ```\n</Aside>');
    expect(md).toContain('> **Caution: Live keys**\n>\n> Never log `client_secret`.\n>\n> ```bash\n> echo hi\n> ```');
    expect(page('<NotShown>The host is not named.</NotShown>')).toContain('> **Documentation gap**\n>\n> The host is not named.');
  });

  test('leaves components inside code untouched', () => {
    const md = page('Use `<Operation id="x" />` like this:\n\n```mdx\n<Operation id="nope" />\n```\n');
    expect(md).toContain('`<Operation id="x" />`');
    expect(md).toContain('```mdx\n<Operation id="nope" />\n```');
  });

  test('renders operations with a link to the API reference', () => {
    const md = page('<Operation id="createPayment" />');
    expect(md).toContain('**POST `/payments`** — Create a payment');
    expect(md).toContain('- `Idempotency-Key` header (required): Unique key.');
    expect(md).toContain('[POST /payments in the API reference](/api-spec#operation/createPayment)');
  });

  test('under a sub-path, guide links and component links carry the base once; code is left alone', () => {
    const docs = createSpecModel(miniSpec, { base: '/docs/' });
    const md = mdxToMarkdown(docs, {
      file: 'guide.mdx',
      title: 'T',
      description: 'D',
      body: 'See [auth](/apiFundamentals/authentication#keys), [ext](https://example.com/x) and `[code](/raw)`.\n\n<Operation id="getPaymentIntent" />',
    });
    expect(md).toContain('[auth](/docs/apiFundamentals/authentication#keys)');
    expect(md).toContain('[ext](https://example.com/x)');
    expect(md).toContain('`[code](/raw)`');
    expect(md).toContain('](/docs/api-spec#operation/getPaymentIntent)');
    expect(md).not.toContain('/docs/docs/');
  });

  test('renders spec examples as JSON fences', () => {
    expect(page('<SpecExample schema="Payment" />')).toContain('```json\n{\n  "id": "py_1",\n  "amount": 1000\n}\n```');
  });

  test.each([
    ['<Unknown />', 'guide.mdx:1: <Unknown> has no Markdown rendering'],
    ['\n\n<SchemaTable name="Nope" />', 'guide.mdx:3: <SchemaTable>: '],
    ['<Aside>never closed', 'guide.mdx:1: unbalanced or unknown tag <Aside>'],
    ['<Constant name={x} />', 'attribute name={x} is not a literal'],
  ])('%j fails naming file and line', (body, message) => {
    expect(() => page(body)).toThrow(message);
  });
});

test('parses string, number, boolean and bare attributes', () => {
  expect(parseAttributes(` a="x" b='y' c={"z"} d={3} e={false} f`, 'here')).toEqual({ a: 'x', b: 'y', c: 'z', d: 3, e: false, f: true });
});

test('every MDX component has a Markdown rendering, and nothing else does', () => {
  const source = readFileSync(new URL('../../../components/mdx-components.ts', import.meta.url), 'utf8');
  const block = source.match(/export const mdxComponents = \{([\s\S]*?)\};/)![1]!;
  const names = block
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .sort();
  expect(Object.keys(componentMarkdown).sort()).toEqual(names);
});

test('the architecture diagram reads as its title and description', () => {
  const md = componentMarkdown.ArchitectureDiagram!.render(undefined as never, {}, '');
  expect(md.startsWith('**Architecture of a platform integration** (diagram)\n\nFive groups.')).toBe(true);
  expect(md).toContain('{host}/v1/provisioning/{business_id}');
});

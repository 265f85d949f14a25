// Finds the API requests of a Node sample with Babel's parser (TypeScript syntax included): each `fetch(url, init)`
// on the API host, its `method`, its `headers` keys and its `JSON.stringify(<literal>)` body. A URL may start with
// a constant of the same sample (`const BASE_URL = \`https://${...}/v1\``). Babel's parser, not TypeScript's: it
// loads in a tenth of the time, and the docs build loads it while its config loads, before anything else can start.
import { type ParserOptions, parse } from '@babel/parser';
import type { CallExpression, Expression, Node, ObjectExpression, ObjectProperty } from '@babel/types';
import { HOLE, readSampleUrl, targetFields } from './sample-url.ts';
import { environmentVariables, type RequestSample, type StaticValue, UNKNOWN, urlVariables } from '@paydocs/request-validator';

type Constants = Map<string, Expression>;

function propertyName(property: ObjectProperty): string | undefined {
  const key = property.key;
  if (property.computed) return undefined;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral' || key.type === 'NumericLiteral') return String(key.value);
  return undefined;
}

const isExpression = (node: Node | null | undefined): node is Expression =>
  !!node && node.type !== 'SpreadElement' && node.type !== 'ArgumentPlaceholder' && node.type !== 'JSXNamespacedName';

/** The text of a template part as the program sees it (the raw text where an escape is invalid). */
const cooked = (quasi: { value: { cooked?: string | null; raw: string } }) => quasi.value.cooked ?? quasi.value.raw;

/** The value of a literal expression; anything computed is UNKNOWN. */
export function staticValue(node: Expression): StaticValue {
  switch (node.type) {
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return staticValue(node.expression);
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return node.value;
    case 'NullLiteral':
      return null;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? cooked(node.quasis[0]!) : UNKNOWN;
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'NumericLiteral' ? -node.argument.value : UNKNOWN;
    case 'ArrayExpression':
      return node.elements.map((e) => (isExpression(e) ? staticValue(e) : UNKNOWN));
    case 'ObjectExpression': {
      const out: Record<string, StaticValue> = {};
      for (const prop of node.properties) {
        // A spread or a method: the keys are not static.
        if (prop.type !== 'ObjectProperty') return UNKNOWN;
        const name = propertyName(prop);
        if (name === undefined) return UNKNOWN;
        out[name] = prop.shorthand || !isExpression(prop.value as Node) ? UNKNOWN : staticValue(prop.value as Expression);
      }
      return out;
    }
    default:
      return UNKNOWN;
  }
}

/** Header names written as keys; undefined when a spread, a computed key or a variable hides them (it may be Authorization). */
function headerNames(value: Expression): string[] | undefined {
  if (value.type !== 'ObjectExpression') return undefined;
  const names = value.properties.map((p) => (p.type === 'ObjectProperty' && !p.shorthand ? propertyName(p) : undefined));
  return names.every((name) => name !== undefined) ? names : undefined;
}

const SKIPPED_KEYS = new Set(['loc', 'extra', 'leadingComments', 'trailingComments', 'innerComments']);

/** Calls `visit` on every node under `node` in source order, with its parent and the parent's key holding it. */
function walk(node: Node, visit: (n: Node, parent: Node | undefined, key: string) => void, parent?: Node, key = ''): void {
  visit(node, parent, key);
  for (const [childKey, value] of Object.entries(node)) {
    if (SKIPPED_KEYS.has(childKey) || !value || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (child && typeof child.type === 'string') walk(child as Node, visit, node, childKey);
  }
}

/** Free identifiers an expression reads (not property names), for the type check's declarations. */
function identifiersOf(node: Node): string[] {
  const found = new Set<string>();
  walk(node, (n, parent, key) => {
    if (n.type !== 'Identifier') return;
    const isName =
      (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
      (parent?.type === 'ObjectProperty' && key === 'key' && !parent.computed && !parent.shorthand);
    if (!isName) found.add(n.name);
  });
  return [...found];
}

/** A node's source text. */
const sourceOf = (code: string, node: Node) => code.slice(node.start!, node.end!);

/** Text of a URL expression with run-time pieces as HOLE; a leading constant is inlined. */
function urlText(node: Expression, constants: Constants, depth = 0): string | undefined {
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral') {
    let text = cooked(node.quasis[0]!);
    node.expressions.forEach((expression, i) => {
      const inner = expression.type === 'Identifier' && constants.get(expression.name);
      const resolved = inner && depth < 3 && text === '' ? urlText(inner, constants, depth + 1) : undefined;
      text += (resolved ?? HOLE) + cooked(node.quasis[i + 1]!);
    });
    return text;
  }
  if (node.type === 'Identifier' && constants.has(node.name) && depth < 3) return urlText(constants.get(node.name)!, constants, depth + 1);
  return undefined;
}

/** Source of a URL expression with a leading constant inlined (`${BASE_URL}/checkouts`), for its variables. */
function urlSource(node: Expression, constants: Constants, code: string): string {
  const inline = (n: Node) =>
    n.type === 'Identifier' && constants.has(n.name) ? sourceOf(code, constants.get(n.name)!).replace(/^[`'"]|[`'"]$/g, '') : undefined;
  if (node.type === 'TemplateLiteral' && cooked(node.quasis[0]!) === '') {
    const first = node.expressions[0];
    const inlined = first && inline(first);
    const whole = sourceOf(code, node);
    if (inlined !== undefined) return inlined + whole.slice(whole.indexOf('}') + 1);
  }
  return inline(node) ?? sourceOf(code, node);
}

const PARSE_OPTIONS: ParserOptions = {
  sourceType: 'module',
  plugins: ['typescript', 'jsx'],
  allowAwaitOutsideFunction: true,
  allowReturnOutsideFunction: true,
  createParenthesizedExpressions: true,
  errorRecovery: true,
};

/** The sample's program; a block that is not a program (a JSON body shown as JavaScript) has no requests, unless it calls fetch. */
function programOf(code: string, file: string, firstLine: number): Node | undefined {
  try {
    return parse(code, PARSE_OPTIONS);
  } catch (error) {
    if (!code.includes('fetch(')) return undefined;
    const { message, loc } = error as Error & { loc?: { line: number } };
    throw new Error(
      `${file}:${firstLine + (loc?.line ?? 1) - 1}: a Node sample that calls fetch does not parse, so its requests cannot be checked: ${message}`,
    );
  }
}

export function parseNode(code: string, file: string, firstLine: number): RequestSample[] {
  const program = programOf(code, file, firstLine);
  if (!program) return [];
  const constants: Constants = new Map();
  walk(program, (n) => {
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.init) constants.set(n.id.name, n.init);
  });

  const samples: RequestSample[] = [];
  walk(program, (n) => {
    if (n.type !== 'CallExpression' || n.callee.type !== 'Identifier' || n.callee.name !== 'fetch' || !isExpression(n.arguments[0])) return;
    const url = urlText(n.arguments[0], constants);
    const target = url === undefined ? { kind: 'other' as const } : readSampleUrl(url);
    if (target.kind !== 'other') samples.push(requestOf(n, target, file, firstLine + n.loc!.start.line - 1, constants, code));
  });
  return samples;
}

function requestOf(
  call: CallExpression,
  target: ReturnType<typeof readSampleUrl>,
  file: string,
  line: number,
  constants: Constants,
  code: string,
): RequestSample {
  const sample: RequestSample = {
    language: 'node',
    file,
    line,
    method: 'GET',
    ...targetFields(target),
    headers: [],
  };
  sample.variables = { ...urlVariables(urlSource(call.arguments[0] as Expression, constants, code), 'node'), headers: [] };
  const init = call.arguments[1];
  if (!init) return sample;
  if (init.type !== 'ObjectExpression') {
    sample.headers = undefined;
    return sample;
  }
  for (const prop of (init as ObjectExpression).properties) {
    if (prop.type !== 'ObjectProperty' || !isExpression(prop.value as Node)) continue;
    const name = propertyName(prop);
    let value = prop.value as Expression;
    if (!name) continue;
    if (value.type === 'Identifier' && constants.has(value.name)) value = constants.get(value.name)!;
    if (name === 'method') {
      const method = staticValue(value);
      sample.method = typeof method === 'string' ? method.toUpperCase() : 'UNKNOWN';
    } else if (name === 'headers') {
      sample.headers = headerNames(value);
      if (value.type === 'ObjectExpression')
        for (const p of value.properties) {
          const header = p.type === 'ObjectProperty' && !p.shorthand && propertyName(p);
          if (header && p.type === 'ObjectProperty')
            sample.variables.headers.push({ name: header, variables: environmentVariables(sourceOf(code, p.value), 'node') });
        }
    } else if (name === 'body') {
      const stringify =
        value.type === 'CallExpression' && value.callee.type === 'MemberExpression' && sourceOf(code, value.callee) === 'JSON.stringify'
          ? value.arguments[0]
          : undefined;
      if (isExpression(stringify)) {
        sample.body = { value: staticValue(stringify) };
        const offset = stringify.loc!.start.line - call.loc!.start.line;
        sample.bodySource = { text: sourceOf(code, stringify), identifiers: identifiersOf(stringify), line: line + offset };
      } else sample.body = { unparsable: 'the body is not JSON.stringify(...) of a value' };
    }
  }
  return sample;
}

// Finds the API requests of a Node sample with the TypeScript parser: each `fetch(url, init)` on
// the API host, its `method`, its `headers` keys and its `JSON.stringify(<literal>)` body. A URL
// may start with a constant of the same sample (`const BASE_URL = \`https://${...}/v1\``).
import ts from 'typescript';
import { HOLE, readSampleUrl, targetFields } from './sample-url.ts';
import { environmentVariables, type RequestSample, type StaticValue, UNKNOWN, urlVariables } from '@paydocs/request-validator';

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** The value of a literal expression; anything computed is UNKNOWN. */
export function staticValue(node: ts.Expression): StaticValue {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return staticValue(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text.replace(/_/g, ''));
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand))
    return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => (ts.isSpreadElement(e) ? UNKNOWN : staticValue(e)));
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, StaticValue> = {};
    for (const prop of node.properties) {
      if (ts.isPropertyAssignment(prop)) {
        const name = propertyName(prop.name);
        if (name === undefined) return UNKNOWN;
        out[name] = staticValue(prop.initializer);
      } else if (ts.isShorthandPropertyAssignment(prop)) out[prop.name.text] = UNKNOWN;
      else return UNKNOWN; // a spread or method: the keys are not static
    }
    return out;
  }
  return UNKNOWN;
}

/** Header names written as keys; undefined when a spread, a computed key or a variable hides them (it may be Authorization). */
function headerNames(value: ts.Expression): string[] | undefined {
  if (!ts.isObjectLiteralExpression(value)) return undefined;
  const names = value.properties.map((p) => (ts.isPropertyAssignment(p) ? propertyName(p.name) : undefined));
  return names.every((name) => name !== undefined) ? names : undefined;
}

/** Free identifiers an expression reads (not property names), for the type check's declarations. */
function identifiersOf(node: ts.Node): string[] {
  const found = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n)) {
      const parent = n.parent;
      const isName = (ts.isPropertyAccessExpression(parent) && parent.name === n) || (ts.isPropertyAssignment(parent) && parent.name === n);
      if (!isName) found.add(n.text);
    }
    if (ts.isShorthandPropertyAssignment(n)) found.add(n.name.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return [...found];
}

/** Text of a URL expression with run-time pieces as HOLE; a leading constant is inlined. */
function urlText(node: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const inner = ts.isIdentifier(span.expression) && constants.get(span.expression.text);
      const resolved = inner && depth < 3 && text === '' ? urlText(inner, constants, depth + 1) : undefined;
      text += (resolved ?? HOLE) + span.literal.text;
    }
    return text;
  }
  if (ts.isIdentifier(node) && constants.has(node.text) && depth < 3) return urlText(constants.get(node.text)!, constants, depth + 1);
  return undefined;
}

/** Source of a URL expression with a leading constant inlined (`${BASE_URL}/checkouts`), for its variables. */
function urlSource(node: ts.Expression, constants: Map<string, ts.Expression>): string {
  const inline = (n: ts.Expression) =>
    ts.isIdentifier(n) && constants.has(n.text)
      ? constants
          .get(n.text)!
          .getText()
          .replace(/^[`'"]|[`'"]$/g, '')
      : undefined;
  if (ts.isTemplateExpression(node) && node.head.text === '') {
    const first = node.templateSpans[0];
    const inlined = first && inline(first.expression);
    if (inlined !== undefined) return inlined + node.getText().slice(node.getText().indexOf('}') + 1);
  }
  return inline(node) ?? node.getText();
}

export function parseNode(code: string, file: string, firstLine: number): RequestSample[] {
  const source = ts.createSourceFile('sample.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  const collect = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) constants.set(n.name.text, n.initializer);
    ts.forEachChild(n, collect);
  };
  collect(source);

  const samples: RequestSample[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'fetch' && n.arguments[0]) {
      const url = urlText(n.arguments[0], constants);
      const target = url === undefined ? { kind: 'other' as const } : readSampleUrl(url);
      if (target.kind !== 'other')
        samples.push(requestOf(n, target, file, firstLine + source.getLineAndCharacterOfPosition(n.getStart()).line, constants));
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return samples;
}

function requestOf(
  call: ts.CallExpression,
  target: ReturnType<typeof readSampleUrl>,
  file: string,
  line: number,
  constants: Map<string, ts.Expression>,
): RequestSample {
  const sample: RequestSample = {
    language: 'node',
    file,
    line,
    method: 'GET',
    ...targetFields(target),
    headers: [],
  };
  const urlNode = call.arguments[0]!;
  sample.variables = { ...urlVariables(urlSource(urlNode, constants), 'node'), headers: [] };
  const init = call.arguments[1];
  if (!init) return sample;
  if (!ts.isObjectLiteralExpression(init)) {
    sample.headers = undefined;
    return sample;
  }
  for (const prop of init.properties) {
    if (!ts.isPropertyAssignment(prop) && !ts.isShorthandPropertyAssignment(prop)) continue;
    const name = propertyName(prop.name);
    let value: ts.Expression = ts.isPropertyAssignment(prop) ? prop.initializer : prop.name;
    if (!name) continue;
    if (ts.isIdentifier(value) && constants.has(value.text)) value = constants.get(value.text)!;
    if (name === 'method') {
      const method = staticValue(value);
      sample.method = typeof method === 'string' ? method.toUpperCase() : 'UNKNOWN';
    } else if (name === 'headers') {
      sample.headers = headerNames(value);
      if (ts.isObjectLiteralExpression(value))
        for (const p of value.properties) {
          const header = ts.isPropertyAssignment(p) && propertyName(p.name);
          if (header) sample.variables.headers.push({ name: header, variables: environmentVariables(p.initializer.getText(), 'node') });
        }
    } else if (name === 'body') {
      const stringify =
        ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression) && value.expression.getText() === 'JSON.stringify'
          ? value.arguments[0]
          : undefined;
      if (stringify) {
        sample.body = { value: staticValue(stringify) };
        const offset =
          stringify.getSourceFile().getLineAndCharacterOfPosition(stringify.getStart()).line -
          call.getSourceFile().getLineAndCharacterOfPosition(call.getStart()).line;
        sample.bodySource = { text: stringify.getText(), identifiers: identifiersOf(stringify), line: line + offset };
      } else sample.body = { unparsable: 'the body is not JSON.stringify(...) of a value' };
    }
  }
  return sample;
}

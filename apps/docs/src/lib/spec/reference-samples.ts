// Request samples of the API reference: one curl, one Node (fetch) and one Ruby (Net::HTTP) sample
// per operation, generated at build time from the spec, in exactly the dialect the guides use.
//
// Why our own generator and not @scalar/snippetz: every sample the docs show is checked by the
// samples checker (`pnpm spec samples`, over @paydocs/request-validator's checkSample), which parses exactly these three
// forms (a curl command with -X/-H/-d, a `fetch(url, { method, headers, body: JSON.stringify(...) })`
// call, a `Net::HTTP::<Verb>.new(uri)` request). Emitting that dialect keeps one checker for guides
// and reference alike (reference-samples.test.ts runs every generated sample through it); snippetz
// would add a dependency and a second dialect (its Node target, its Ruby target) to parse and check.
//
// What a sample sends, all read from the operation through the one example-request builder (@paydocs/request-validator's
// exampleRequestParts, which also fills Try it): the API host as the variable API_HOST and the server's base path
// (`/v1`); path parameters as `<RESOURCE>_ID` variables (`$CHECKOUT_ID`); required query parameters; Authorization
// with `$ACCESS_TOKEN` when the operation is secured; every header parameter it documents (`Idempotency-Key` gets a
// fresh UUID, `Sub-Account` reads `$SUB_ACCOUNT_ID`), Content-Type with a body; the body is the request example of
// the spec (validated by `pnpm spec validate`), when the operation has one. The variable names are the samples
// checker's (@paydocs/request-validator's sample-variables.ts), which holds guides to the same ones. The curl
// sample is written by the one curl writer (lib/islands/curl.ts), the one Try it uses.
import {
  CURL_FRESH_KEY,
  exampleRequestParts,
  HOST_VARIABLE,
  headerVariable,
  isGeneratedHeader,
  pathVariable,
  TOKEN_VARIABLE,
  variableName,
} from '@paydocs/request-validator';
import type { JsonValue } from '@paydocs/spec-access';
import { curlOf } from '../islands/curl.ts';
import type { OperationEntry, SpecModel } from './spec-model.ts';

export type SampleKey = 'curl' | 'node' | 'ruby';

export interface RequestSampleCode {
  key: SampleKey;
  /** The fence language the guides use for it (`bash`, `js`, `ruby`). */
  lang: 'bash' | 'js' | 'ruby';
  code: string;
}

interface SampleRequest {
  method: string;
  /** What follows the host (`/v1/checkouts/$CHECKOUT_ID?limit=$LIMIT`), each variable as the language `v` reads it. */
  target: (v: (variable: string) => string) => string;
  auth: boolean;
  /** Header parameters: the variable each reads, or undefined for one the sample generates (`Idempotency-Key`: a UUID). */
  headers: { name: string; variable: string | undefined }[];
  body: JsonValue | undefined;
}

function requestOf(model: SpecModel, entry: OperationEntry): SampleRequest {
  const parts = exampleRequestParts(model.doc, entry.id);
  const template = parts.path.split('/');
  const query = parts.parameters.filter((p) => p.in === 'query' && p.required);
  return {
    method: parts.method,
    target: (v) => {
      const path = template.map((s, i) => (/^\{.+\}$/.test(s) ? v(pathVariable(template, i)) : s)).join('/');
      const search = query.map((p) => `${p.name}=${v(variableName(p.name))}`).join('&');
      return `${parts.basePath}${path}${search ? `?${search}` : ''}`;
    },
    auth: parts.auth,
    headers: parts.parameters
      .filter((p) => p.in === 'header' && p.name.toLowerCase() !== 'authorization')
      .map((p) => ({ name: p.name, variable: isGeneratedHeader(p.name) ? undefined : headerVariable(p.name) })),
    // No request example in the spec: the sample sends none (the checker says so for a required body).
    body: parts.body?.value as JsonValue | undefined,
  };
}

function curlSample(r: SampleRequest): string {
  const headers: Record<string, string> = {};
  if (r.auth) headers.Authorization = `Bearer $${TOKEN_VARIABLE}`;
  for (const h of r.headers) headers[h.name] = h.variable ? `$${h.variable}` : CURL_FRESH_KEY;
  if (r.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = r.body === undefined ? {} : { body: JSON.stringify(r.body) };
  return curlOf({ method: r.method, path: r.target((n) => `$${n}`), headers, ...body }, `https://$${HOST_VARIABLE}`);
}

function nodeSample(r: SampleRequest): string {
  const headers = [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, emitted as text.
    ...(r.auth ? ['Authorization: `Bearer ${process.env.ACCESS_TOKEN}`'] : []),
    ...r.headers.map((h) => `${jsKey(h.name)}: ${h.variable ? `process.env.${h.variable}` : 'randomUUID()'}`),
    ...(r.body !== undefined ? ["'Content-Type': 'application/json'"] : []),
  ];
  const lines: string[] = [];
  if (r.headers.some((h) => !h.variable)) lines.push("import { randomUUID } from 'node:crypto';", '');
  lines.push(`const response = await fetch(\`https://\${process.env.${HOST_VARIABLE}}${r.target((n) => `\${process.env.${n}}`)}\`, {`);
  lines.push(`  method: '${r.method}',`);
  if (headers.length) lines.push('  headers: {', ...headers.map((h) => `    ${h},`), '  },');
  if (r.body !== undefined) lines.push(`  body: JSON.stringify(${literal(r.body, '  ', 'js')}),`);
  lines.push('});', 'const body = await response.json();');
  return lines.join('\n');
}

const jsString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const jsKey = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : jsString(k));
const rubyString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/#\{/g, '\\#{').replace(/\n/g, '\\n')}"`;

/**
 * A JSON value as a literal of the sample's language, indented like the guides' samples: JavaScript (`key: value,`
 * on every line) or Ruby (string keys with `=>`, so any key is valid; commas between entries).
 */
function literal(value: JsonValue, indent: string, lang: 'js' | 'ruby'): string {
  if (value === null) return lang === 'js' ? 'null' : 'nil';
  if (typeof value !== 'object')
    return typeof value !== 'string' ? JSON.stringify(value) : lang === 'js' ? jsString(value) : rubyString(value);
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((v) => literal(v, inner, lang))
    : Object.entries(value).map(
        ([k, v]) => `${lang === 'js' ? `${jsKey(k)}:` : `${rubyString(k)} =>`} ${literal(v as JsonValue, inner, lang)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (items.length === 0) return `${open}${close}`;
  const lines = lang === 'js' ? items.map((i) => `${inner}${i},`).join('\n') : items.map((i) => `${inner}${i}`).join(',\n');
  return `${open}\n${lines}\n${indent}${close}`;
}

function rubySample(r: SampleRequest): string {
  const verb = r.method.charAt(0) + r.method.slice(1).toLowerCase();
  const lines = ['require "net/http"', 'require "json"'];
  if (r.headers.some((h) => !h.variable)) lines.push('require "securerandom"');
  lines.push('', `uri = URI("https://#{ENV.fetch("API_HOST")}${r.target((n) => `#{ENV.fetch("${n}")}`)}")`);
  lines.push(`request = Net::HTTP::${verb}.new(uri)`);
  if (r.auth) lines.push('request["Authorization"] = "Bearer #{ENV.fetch("ACCESS_TOKEN")}"');
  for (const h of r.headers) {
    lines.push(`request[${rubyString(h.name)}] = ${h.variable ? `ENV.fetch("${h.variable}")` : 'SecureRandom.uuid'}`);
  }
  if (r.body !== undefined) {
    lines.push('request["Content-Type"] = "application/json"');
    lines.push(`request.body = ${literal(r.body, '', 'ruby')}.to_json`);
  }
  lines.push('response = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(request) }');
  lines.push('body = JSON.parse(response.body)');
  return lines.join('\n');
}

/** The three request samples of an operation (none for a webhook: the API sends those). */
export function requestSamples(model: SpecModel, entry: OperationEntry): RequestSampleCode[] {
  if (entry.kind !== 'operation') return [];
  const request = requestOf(model, entry);
  return [
    { key: 'curl', lang: 'bash', code: curlSample(request) },
    { key: 'node', lang: 'js', code: nodeSample(request) },
    { key: 'ruby', lang: 'ruby', code: rubySample(request) },
  ];
}

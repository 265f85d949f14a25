// Finds the API requests of a Ruby Net::HTTP sample: `uri = URI("https://#{host}/v1/...")`, then
// `request = Net::HTTP::Post.new(uri)` with `request["Header"] = ...` and
// `request.body = {...}.to_json`, or the one-call `Net::HTTP.post(uri, {...}.to_json, headers)`.
import { readRubyString, readRubyValue } from './ruby-literal.ts';
import { HOLE, readSampleUrl, targetFields } from './sample-url.ts';
import { environmentVariables, type RequestSample, type SampleVariables, UNKNOWN, urlVariables } from '@paydocs/request-validator';

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

/** The URL assigned to `name` last before `offset` (`name = URI("...")`): its text (interpolations as HOLE) and its source. */
function uriBefore(code: string, name: string, offset: number): { url: string; source: string } | undefined {
  let found: { url: string; source: string } | undefined;
  for (const m of code.matchAll(new RegExp(`(?:^|[^\\w@])${name}\\s*=\\s*URI\\(`, 'g'))) {
    if (m.index! > offset) break;
    const start = m.index! + m[0].length;
    const read = readRubyString(code, start, HOLE);
    found = read && { url: read.value, source: code.slice(start, read.end) };
  }
  return found;
}

/** The variables of a request's URL and of the header values set in `scope` (`request["Sub-Account"] = ENV.fetch(...)`). */
function variablesOf(code: string, uriVar: string, offset: number, request: string, scope: string): SampleVariables {
  const headers = [...scope.matchAll(new RegExp(`${request}\\[\\s*["']([^"']+)["']\\s*\\]\\s*=([^\\n]*)`, 'g'))].map((h) => ({
    name: h[1]!,
    variables: environmentVariables(h[2]!, 'ruby'),
  }));
  return { ...urlVariables(uriBefore(code, uriVar, offset)?.source ?? '', 'ruby'), headers };
}

/** The body expression at `offset` and where it ends. */
function bodyAt(code: string, offset: number): { body: RequestSample['body']; end: number } {
  const read = readRubyValue(code, offset);
  const rest = code.slice(read.end).trimStart();
  if (rest.startsWith('.to_json')) return { body: { value: read.value }, end: read.end };
  // A variable's JSON (`@credentials.to_json`, `JSON.generate(x)`) is sent, but not visible here.
  return { body: { value: UNKNOWN }, end: read.end };
}

export function parseRuby(code: string, file: string, firstLine: number): RequestSample[] {
  const samples: RequestSample[] = [];
  const target = (uriVar: string, offset: number) => {
    const url = uriBefore(code, uriVar, offset)?.url;
    return url === undefined ? ({ kind: 'other' } as const) : readSampleUrl(url);
  };

  for (const m of code.matchAll(/([@\w]+)\s*=\s*Net::HTTP::(Get|Post|Put|Patch|Delete)\.new\(\s*([@\w]+)/g)) {
    const t = target(m[3]!, m.index!);
    if (t.kind === 'other') continue;
    const request = m[1]!;
    // The request's settings run up to the next request object built from the same variable.
    const next = code.slice(m.index! + m[0].length).search(new RegExp(`${request}\\s*=\\s*Net::HTTP`));
    const scope = next === -1 ? code.slice(m.index!) : code.slice(m.index!, m.index! + m[0].length + next);
    const headers = [...scope.matchAll(new RegExp(`${request}\\[\\s*["']([^"']+)["']\\s*\\]\\s*=`, 'g'))].map((h) => h[1]!);
    const sample: RequestSample = {
      language: 'ruby',
      file,
      line: firstLine + lineAt(code, m.index!),
      method: m[2]!.toUpperCase(),
      ...targetFields(t),
      headers,
      variables: variablesOf(code, m[3]!, m.index!, request, scope),
    };
    const body = new RegExp(`${request}\\.body\\s*=\\s*`).exec(scope);
    if (body) sample.body = bodyAt(code, m.index! + body.index + body[0].length).body;
    samples.push(sample);
  }

  for (const m of code.matchAll(/Net::HTTP\.post\(\s*([@\w]+)\s*,\s*/g)) {
    const t = target(m[1]!, m.index!);
    if (t.kind === 'other') continue;
    const { body, end } = bodyAt(code, m.index! + m[0].length);
    // The headers hash follows the body, up to the call's closing parenthesis.
    const close = code.indexOf('\n)', end);
    const tail = code.slice(end, close === -1 ? undefined : close + 2);
    const headers = [...tail.split(/\)\s*\n/)[0]!.matchAll(/["']([\w-]+)["']\s*=>/g)].map((h) => h[1]!);
    samples.push({
      language: 'ruby',
      file,
      line: firstLine + lineAt(code, m.index!),
      method: 'POST',
      ...targetFields(t),
      headers,
      body,
    });
  }
  return samples;
}

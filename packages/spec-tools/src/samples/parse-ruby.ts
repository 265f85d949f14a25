// Finds the API requests of a Ruby Net::HTTP sample: `uri = URI("https://#{host}/v1/...")`, then
// `request = Net::HTTP::Post.new(uri)` with `request["Header"] = ...` and
// `request.body = {...}.to_json`, or the one-call `Net::HTTP.post(uri, {...}.to_json, headers)`.
import { readRubyString, readRubyValue } from './ruby-literal.ts';
import { HOLE, readSampleUrl } from './sample-url.ts';
import { UNKNOWN, type RequestSample } from './types.ts';

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

/** The URL assigned to `name` last before `offset` (`name = URI("...")`). */
function uriBefore(code: string, name: string, offset: number): string | undefined {
  let url: string | undefined;
  const assign = new RegExp(`(?:^|[^\\w@])${name.replace('@', '@')}\\s*=\\s*URI\\(`, 'g');
  for (const m of code.matchAll(assign)) {
    if (m.index! > offset) break;
    url = readRubyString(code, m.index! + m[0].length, HOLE)?.value;
  }
  return url;
}

function bodyAt(code: string, offset: number): RequestSample['body'] {
  const read = readRubyValue(code, offset);
  const rest = code.slice(read.end).trimStart();
  if (rest.startsWith('.to_json')) return { value: read.value };
  // A variable's JSON (`@credentials.to_json`, `JSON.generate(x)`) is sent, but not visible here.
  return { value: UNKNOWN };
}

export function parseRuby(code: string, file: string, firstLine: number): RequestSample[] {
  const samples: RequestSample[] = [];
  const target = (uriVar: string, offset: number) => {
    const url = uriBefore(code, uriVar, offset);
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
      path: t.kind === 'api' ? t.path : undefined,
      query: t.kind === 'api' ? t.query : [],
      headers,
    };
    const body = new RegExp(`${request}\\.body\\s*=\\s*`).exec(scope);
    if (body) sample.body = bodyAt(code, m.index! + body.index + body[0].length);
    samples.push(sample);
  }

  for (const m of code.matchAll(/Net::HTTP\.post\(\s*([@\w]+)\s*,\s*/g)) {
    const t = target(m[1]!, m.index!);
    if (t.kind === 'other') continue;
    const bodyStart = m.index! + m[0].length;
    const body = bodyAt(code, bodyStart);
    const after = code.slice(bodyStart, code.indexOf('\n)', bodyStart) === -1 ? undefined : code.indexOf('\n)', bodyStart) + 2);
    const tail = after.slice(after.indexOf('.to_json') + 8);
    const headers = [...tail.split(/\)\s*\n/)[0]!.matchAll(/["']([\w-]+)["']\s*=>/g)].map((h) => h[1]!);
    samples.push({
      language: 'ruby',
      file,
      line: firstLine + lineAt(code, m.index!),
      method: 'POST',
      path: t.kind === 'api' ? t.path : undefined,
      query: t.kind === 'api' ? t.query : [],
      headers,
      body,
    });
  }
  return samples;
}

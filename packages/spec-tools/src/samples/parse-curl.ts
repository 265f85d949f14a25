// Parses the curl commands of a shell fence into request samples: method (-X, else curl's default:
// PUT for -T, POST for -F or data), URL, -H headers and the -d JSON body. Shell variables inside the JSON body are inside
// JSON strings in our guides (`\"$PAYMENT_TOKEN\"`), so the body parses as JSON as written.
import { HOLE, readSampleUrl, targetFields } from './sample-url.ts';
import { shellCommands } from './shell-words.ts';
import { environmentVariables, type RequestSample, type StaticValue, UNKNOWN, urlVariables } from '@paydocs/request-validator';

const DATA_FLAGS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json']);
const VARIABLE = /\$\{?\w+\}?|\$\([^)]*\)/g;

/** A JSON string holding a shell expansion (`"$CLIENT_ID"`) is a run-time value. */
function runTimeStrings(value: unknown): StaticValue {
  if (typeof value === 'string') return /\$(\{?\w|\()/.test(value) ? UNKNOWN : value;
  if (Array.isArray(value)) return value.map(runTimeStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, runTimeStrings(v)]));
  return value as StaticValue;
}

export function parseCurl(code: string, file: string, firstLine: number): RequestSample[] {
  const samples: RequestSample[] = [];
  for (const { words, line } of shellCommands(code)) {
    const at = words.indexOf('curl');
    if (at === -1) continue;
    let method: string | undefined;
    let url: string | undefined;
    const headers: string[] = [];
    const headerVariables: { name: string; variables: string[] }[] = [];
    let data: string | undefined;
    // curl's method for an upload: -T sends the file with PUT, -F posts a multipart form.
    let uploadMethod: 'PUT' | 'POST' | undefined;
    for (let i = at + 1; i < words.length; i++) {
      const word = words[i]!;
      if (word === '-X' || word === '--request') method = words[++i]?.toUpperCase();
      else if (word === '-H' || word === '--header') {
        const [name = '', ...value] = (words[++i] ?? '').split(':');
        headers.push(name.trim());
        headerVariables.push({ name: name.trim(), variables: environmentVariables(value.join(':'), 'curl') });
      } else if (DATA_FLAGS.has(word)) {
        data = words[++i];
        // --json sends the JSON content type itself.
        if (word === '--json') headers.push('Content-Type');
      } else if (word === '-T' || word === '--upload-file') {
        uploadMethod = 'PUT';
        i++;
      } else if (word === '-F' || word === '--form') {
        uploadMethod = 'POST';
        i++;
      } else if (word.startsWith('-')) {
        // Flags without a value in our guides (-s, -i, --fail); a flag with one would shift the URL.
      } else url ??= word;
    }
    if (!url) continue;
    const target = readSampleUrl(url.replace(VARIABLE, HOLE));
    if (target.kind === 'other') continue;
    const sample: RequestSample = {
      language: 'curl',
      file,
      line: firstLine + line,
      method: method ?? uploadMethod ?? (data !== undefined ? 'POST' : 'GET'),
      ...targetFields(target),
      headers,
      variables: { ...urlVariables(url, 'curl'), headers: headerVariables },
    };
    if (data !== undefined) {
      try {
        // `@file` reads the body from a file: sent, but not visible here.
        sample.body = { value: data.startsWith('@') ? UNKNOWN : runTimeStrings(JSON.parse(data)) };
      } catch (error) {
        sample.body = { unparsable: `the -d body is not JSON (${(error as Error).message})` };
      }
    }
    samples.push(sample);
  }
  return samples;
}

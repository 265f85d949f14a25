// Runs the request samples of the guides, in page order, against a running local mock (`@paydocs/mock/server`):
// the curl samples through a real bash with the values of earlier steps carried in the environment
// (ACCESS_TOKEN from the token call, `<TYPE>_ID` from each created resource's envelope `type` and `data.id`), and
// a page's Node or Ruby samples concatenated into one program, as a reader pastes them one after the other.
// The samples run as written: the mock speaks HTTPS on the same port with its own certificate, trusted through
// CURL_CA_BUNDLE, NODE_EXTRA_CA_CERTS and SSL_CERT_FILE, the way the mock tells readers to.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type JsonObject, matchOperation } from '@paydocs/spec-access';
import { codeFences, samplesOfFence } from '@paydocs/spec-tools/samples';

// Asynchronous: the mock may run in this very process, and a synchronous child would block it from answering.
const exec = promisify(execFile);

async function run(command: string, args: string[], env: Record<string, string>, at: string): Promise<string> {
  try {
    return (await exec(command, args, { env, encoding: 'utf8', timeout: 30_000 })).stdout;
  } catch (error) {
    const e = error as { code?: number; stderr?: string; message: string };
    throw new Error(`${at}: ${command} exited with ${e.code ?? '?'}: ${(e.stderr ?? e.message).trim()}`);
  }
}

export interface FlowPage {
  /** The guide, relative to the content folder (`gettingStarted.mdx`). */
  page: string;
  /** Stop after the sample that calls this operation (to set up a later page). */
  until?: string;
}

export interface CurlStep {
  at: string;
  operationId: string;
  status: number;
  /** The error code or "not documented" of a failed answer. */
  code?: string;
  body: Record<string, unknown> | undefined;
}

/** A sample's bash code in a fence: only fences that call curl are requests (others set variables or start tools). */
const isRequest = (code: string) => /(^|\s)curl\s/.test(code);

/** A stand-in for `uuidgen` where the machine lacks it (util-linux is not everywhere): prints a random UUID. */
export function uuidgenShim(dir: string): string | undefined {
  if (spawnSync('bash', ['-c', 'command -v uuidgen'], { encoding: 'utf8' }).status === 0) return undefined;
  const file = path.join(dir, 'uuidgen');
  writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" -e "console.log(crypto.randomUUID())"\n`, { mode: 0o755 });
  return dir;
}

/** The variables a response hands to the next steps. */
export function carried(body: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const data = body?.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out;
  if (typeof data.access_token === 'string') out.ACCESS_TOKEN = data.access_token;
  if (typeof body?.type === 'string' && typeof data.id === 'string') out[`${body.type.toUpperCase()}_ID`] = data.id;
  return out;
}

export async function runCurlFlow(options: {
  contentDir: string;
  pages: FlowPage[];
  spec: object;
  env: Record<string, string>;
}): Promise<CurlStep[]> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'paydocs-curl-'));
  // curl reads $CURL_HOME/.curlrc: the status after the body, so the sample's own command line stays as written.
  writeFileSync(path.join(home, '.curlrc'), 'write-out = "\\n%{http_code}"\nsilent\n');
  const shim = uuidgenShim(home);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...options.env,
    CURL_HOME: home,
    ...(shim ? { PATH: `${shim}:${process.env.PATH}` } : {}),
  };
  const steps: CurlStep[] = [];
  for (const { page, until } of options.pages) {
    const source = readFileSync(path.join(options.contentDir, page), 'utf8');
    for (const fence of codeFences(source)) {
      if (!['bash', 'sh', 'shell'].includes(fence.lang) || !isRequest(fence.code)) continue;
      const sample = samplesOfFence(fence.lang, fence.code, page, fence.line)[0];
      const match = sample?.path ? matchOperation(options.spec as JsonObject, sample.method, sample.path, { asSent: true }) : undefined;
      const operationId = (match && 'operation' in match ? match.operation.operationId : undefined) ?? '?';
      const at = `${page}:${fence.line}`;
      const stdout = await run('bash', ['-e', '-o', 'pipefail', '-c', fence.code], env, at);
      const lines = stdout.trimEnd().split('\n');
      const status = Number(lines.pop());
      const text = lines.join('\n');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      const code = status >= 400 ? String(body?.code ?? (body?.not_documented ? 'not documented' : '')) : undefined;
      steps.push({ at, operationId, status, ...(code ? { code } : {}), body });
      Object.assign(env, carried(body));
      if (until === operationId) break;
    }
  }
  return steps;
}

/** The page's fences of one language, in order, as one program (`comment`: the language's line comment). */
export function pageProgram(contentDir: string, page: string, langs: string[], comment: string): string {
  const source = readFileSync(path.join(contentDir, page), 'utf8');
  return codeFences(source)
    .filter((f) => langs.includes(f.lang))
    .map((f) => `${comment} ${page}:${f.line}\n${f.code}`)
    .join('\n');
}

/** How a language's fragments become one program: its fences, line comment, hoisted lines and handler. */
const FRAGMENT_LANGUAGES = {
  node: {
    fences: ['js'],
    comment: '//',
    hoisted: (line: string) => /^import .* from '[^']+';$/.test(line),
    handler: (body: string, result: string) => `await (async () => {\n${body}\nglobalThis.sampleResult = ${result};\n})();`,
  },
  // A lambda, so the samples' `return` leaves the handler as it does in the reader's method.
  ruby: {
    fences: ['ruby', 'rb'],
    comment: '#',
    hoisted: (line: string) => /^require "[^"]+"$/.test(line),
    handler: (body: string, result: string) => `lambda do\n${body}\n$sample_result = ${result}\nend.call`,
  },
} as const;

export type FragmentLanguage = keyof typeof FRAGMENT_LANGUAGES;

/**
 * A page's Node or Ruby samples written as fragments of a larger program (they use the reader's access token, order,
 * and `return` from the handler they sit in): the imports (`require`s) first, then `prelude` (the reader's variables
 * and functions), then the samples inside one handler (an async function; a Ruby lambda), which ends by keeping
 * `result` (an expression over the samples' variables) in `globalThis.sampleResult` (`$sample_result`) unless a sample
 * returned early; then `after`.
 */
export function fragmentProgram(
  contentDir: string,
  page: string,
  parts: { prelude: string; result: string; after: string },
  language: FragmentLanguage = 'node',
): string {
  const { fences, comment, hoisted, handler } = FRAGMENT_LANGUAGES[language];
  const lines = pageProgram(contentDir, page, [...fences], comment).split('\n');
  const imports = [...new Set(lines.filter(hoisted))];
  const body = lines.filter((l) => !hoisted(l)).join('\n');
  return `${imports.join('\n')}\n${parts.prelude}\n${handler(body, parts.result)}\n${parts.after}\n`;
}

/** Runs a program (Node or Ruby) with the environment; the last line it prints is JSON, returned parsed. */
export async function runProgram(command: string, file: string, program: string, env: Record<string, string>): Promise<unknown> {
  writeFileSync(file, program);
  const stdout = await run(command, [file], { ...(process.env as Record<string, string>), ...env }, file);
  return JSON.parse(stdout.trim().split('\n').pop() ?? 'null');
}

export const hasCommand = (name: string) => spawnSync('bash', ['-c', `command -v ${name}`]).status === 0;

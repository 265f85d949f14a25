// Runs a guide the way a reader copies it: the code blocks of the built page (text as shown, in page order), one
// language at a time, each Node or Ruby block a whole program in its own file, each curl block through bash. Between
// steps only what the page names travels: a bash block of `export NAME="<...>"` placeholders is filled from the
// step before it (the `export NAME="value"` lines a Node or Ruby program prints, or for curl the response's
// `data.access_token` / `data.id`, which the placeholder asks the reader to copy), else from the reader's own
// inputs (API host, credentials), and a name neither gives fails naming it. No wrapping, no handler, no uuidgen.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export type WalkLanguage = 'curl' | 'node' | 'ruby';

export interface CodeBlock {
  /** `data-language` of the block's `<pre>` (bash, js, ruby). */
  language: string;
  code: string;
}

export interface WalkStep {
  /** The block's position among the page's code blocks, 1-based. */
  block: number;
  stdout: string;
  /** curl only: the HTTP status (curl writes it last, from the run's .curlrc). */
  status?: number;
}

export const hasCommand = (name: string) => spawnSync('bash', ['-c', `command -v ${name}`]).status === 0;

/** What a curl response hands to the next step, as its export placeholder asks the reader to copy it. */
export function carried(body: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const data = body?.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out;
  if (typeof data.access_token === 'string') out.ACCESS_TOKEN = data.access_token;
  if (typeof body?.type === 'string' && typeof data.id === 'string') out[`${body.type.toUpperCase()}_ID`] = data.id;
  return out;
}

/** The blocks up to and including the one that asks the reader to export `name` (a guide's set-up for the next). */
export function blocksThroughExport(blocks: CodeBlock[], name: string): CodeBlock[] {
  const i = blocks.findIndex((b) => b.language === 'bash' && placeholderExports(b.code)?.includes(name));
  if (i < 0) throw new Error(`no code block exports ${name}`);
  return blocks.slice(0, i + 1);
}

const BLOCK_LANGUAGE: Record<WalkLanguage, string> = { curl: 'bash', node: 'js', ruby: 'ruby' };
const EXPORT_PLACEHOLDER = /^export ([A-Z_][A-Z0-9_]*)="<[^>]*>"(\s+#.*)?$/;
const PRINTED_EXPORT = /^export ([A-Z_][A-Z0-9_]*)="([^"]*)"$/gm;

/** The names a bash block of placeholder exports asks the reader to set, or undefined for any other block. */
export function placeholderExports(code: string): string[] | undefined {
  const lines = code.trim().split('\n');
  const names = lines.map((line) => EXPORT_PLACEHOLDER.exec(line.trim())?.[1]);
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}

async function run(command: string, args: string[], env: Record<string, string>, at: string): Promise<string> {
  try {
    return (await exec(command, args, { env, encoding: 'utf8', timeout: 30_000 })).stdout;
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string; message: string };
    throw new Error(`${at}: ${command} exited with ${e.code ?? '?'}: ${(e.stderr || e.stdout || e.message).trim()}`);
  }
}

/**
 * Walks the page's blocks in `language`. `inputs` are the reader's own values (API_HOST, CLIENT_ID, ...); `system`
 * the rest of the environment a shell has (PATH, HOME, the certificate variables the sandbox prints).
 */
export async function walkPage(options: {
  blocks: CodeBlock[];
  language: WalkLanguage;
  inputs: Record<string, string>;
  system: Record<string, string>;
  commands: { node: string; ruby: string };
}): Promise<{ steps: WalkStep[]; env: Record<string, string> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `paydocs-walk-${options.language}-`));
  // curl reads $CURL_HOME/.curlrc: the status after the body, so the command line stays as the page shows it.
  writeFileSync(path.join(dir, '.curlrc'), 'write-out = "\\n%{http_code}"\nsilent\n');
  const env: Record<string, string> = { ...options.system, CURL_HOME: dir };
  const steps: WalkStep[] = [];
  let handed: Record<string, string> = {};
  for (const [i, block] of options.blocks.entries()) {
    const at = `code block ${i + 1}`;
    const names = block.language === 'bash' ? placeholderExports(block.code) : undefined;
    if (names) {
      for (const name of names) {
        const value = handed[name] ?? options.inputs[name];
        if (value === undefined)
          throw new Error(
            `${at}: the page names ${name}, but neither the step before nor the reader's inputs give it (the step before printed: ${steps.at(-1)?.stdout.trim()})`,
          );
        env[name] = value;
      }
      continue;
    }
    if (block.language !== BLOCK_LANGUAGE[options.language]) continue;
    if (options.language === 'curl') {
      if (!/(^|\s)curl\s/.test(block.code)) continue; // starting the sandbox, not a request
      // --norc: bash sources ~/.bashrc when its stdin is a socket, as Node's pipes are (it takes the shell for one
      // started by sshd); the block is what the page shows, not the test machine's startup files (5 s a step here).
      const out = (await run('bash', ['--norc', '-e', '-o', 'pipefail', '-c', block.code], env, at)).trimEnd().split('\n');
      const status = Number(out.pop());
      const text = out.join('\n');
      steps.push({ block: i + 1, stdout: text, status });
      handed = carried(text ? (JSON.parse(text) as Record<string, unknown>) : undefined);
    } else {
      const file = path.join(dir, `block-${i + 1}.${options.language === 'node' ? 'mjs' : 'rb'}`);
      writeFileSync(file, block.code);
      const stdout = await run(options.commands[options.language], [file], env, at);
      steps.push({ block: i + 1, stdout });
      handed = Object.fromEntries([...stdout.matchAll(PRINTED_EXPORT)].map((m) => [m[1]!, m[2]!]));
    }
  }
  return { steps, env };
}

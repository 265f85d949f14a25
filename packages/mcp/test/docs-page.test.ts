// The docs page for the MCP server (tools/mcp.mdx of @paydocs/docs) gives a working configuration for Claude Code,
// Cursor and VS Code: its snippets are parsed out of the page, each JSON configuration has the key its client
// reads, every command runs this package's real bin, and the configured command is started and answers
// `tools/list` over stdio (and the HTTP one over Streamable HTTP) with the SDK's own client.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { workspaceRoot } from '@paydocs/spec-access/node';
import { fencedBlocks } from '@paydocs/spec-tools/markdown';
import { afterAll, describe, expect, test } from 'vitest';
import { TOOL_NAMES } from './tool-names.ts';

const PLACEHOLDER = '/path/to/paydocs';
const packageDir = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { bin: Record<string, string> };

// The checkout the page's `/path/to/paydocs` stands for.
const ROOT = workspaceRoot(packageDir);
// The docs app by path (this package does not depend on it), its guides folder as its package.json names it.
const docsPackage = join(ROOT, 'apps/docs/package.json');
const guides = (JSON.parse(readFileSync(docsPackage, 'utf8')) as { paydocs: { guides: string } }).paydocs.guides;
const PAGE = join(dirname(docsPackage), guides, 'tools/mcp.mdx');

interface Fence {
  lang: string;
  meta: Record<string, string>;
  body: string;
  line: number;
}

/** The page's fenced blocks, by the workspace's one fence scanner, with their `key="value"` meta. */
function fences(source: string): Fence[] {
  return fencedBlocks(source).map((b) => ({
    lang: b.lang,
    meta: Object.fromEntries([...b.meta.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    body: b.code,
    line: b.line,
  }));
}

const page = readFileSync(PAGE, 'utf8');
const all = fences(page);
const json = all.filter((f) => f.lang === 'json');
const shell = all.filter((f) => f.lang === 'bash').flatMap((f) => f.body.split('\n').map((command) => ({ command, line: f.line })));

interface ServerEntry {
  type?: string;
  command?: string;
  args?: string[];
  url?: string;
}

/** Each client's file and the key that holds its servers (each client's own format). */
const CLIENTS = [
  { client: 'Claude Code', file: '.mcp.json', key: 'mcpServers' },
  { client: 'Cursor', file: '.cursor/mcp.json', key: 'mcpServers' },
  { client: 'VS Code', file: '.vscode/mcp.json', key: 'servers' },
];

function serversOf(fence: Fence): [string, ServerEntry][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fence.body);
  } catch (error) {
    throw new Error(`${PAGE}:${fence.line}: not valid JSON: ${(error as Error).message}`);
  }
  const want = CLIENTS.find((c) => c.file === fence.meta.file);
  if (!want) throw new Error(`${PAGE}:${fence.line}: file="${fence.meta.file}" is not a client's configuration file`);
  expect(Object.keys(parsed as object), `${PAGE}:${fence.line}: top-level keys of ${want.file}`).toEqual([want.key]);
  return Object.entries((parsed as Record<string, Record<string, ServerEntry>>)[want.key] ?? {});
}

/** The stdio command as the test runs it: the checkout path filled in, `node` the Node.js running the tests. */
function runnable(command: string, args: string[]) {
  const fill = (s: string) => s.replaceAll(PLACEHOLDER, ROOT);
  return { command: command === 'node' ? process.execPath : fill(command), args: args.map(fill) };
}

const stdioBin = resolve(packageDir, pkg.bin['paydocs-mcp'] as string);
const httpBin = resolve(packageDir, pkg.bin['paydocs-mcp-http'] as string);

describe('the page', () => {
  test('has JSON configurations for the three clients, each fence marked unvalidated and naming its file', () => {
    const files = json.map((f) => f.meta.file);
    for (const { file } of CLIENTS) expect(files, file).toContain(file);
    for (const f of json) expect(f.meta.unvalidated, `${PAGE}:${f.line}`).toBeTruthy();
  });

  test('lists every tool of the server, and no other', () => {
    const listed = [...page.matchAll(/^\| \*\*(\w+)\*\* \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...TOOL_NAMES].sort());
  });

  test('the bins the page runs are the package bins and exist', () => {
    expect(existsSync(stdioBin)).toBe(true);
    expect(existsSync(httpBin)).toBe(true);
    const paths = [...page.matchAll(/\/path\/to\/paydocs\/packages\/\S+?\.ts/g)].map((m) => resolve(m[0].replace(PLACEHOLDER, ROOT)));
    expect(new Set(paths)).toEqual(new Set([stdioBin, httpBin]));
  });
});

// Every stdio configuration on the page: the three JSON files and the `claude mcp add` command.
const stdioConfigs: [string, { command: string; args: string[] }][] = [
  ...json.flatMap((f) =>
    serversOf(f)
      .filter(([, s]) => s.command)
      .map(
        ([name, s]) =>
          [`${f.meta.file} (${name}, line ${f.line})`, { command: s.command as string, args: s.args ?? [] }] as [
            string,
            { command: string; args: string[] },
          ],
      ),
  ),
  ...shell
    .filter(({ command }) => /^claude mcp add\b(?!.*--transport http)/.test(command))
    .map(({ command, line }) => {
      const [, after] = command.split(' -- ');
      const [cmd, ...args] = (after ?? '').trim().split(/\s+/);
      return [`claude mcp add (line ${line})`, { command: cmd as string, args }] as [string, { command: string; args: string[] }];
    }),
];

describe('stdio configurations', () => {
  test('one for each client', () => {
    expect(stdioConfigs.map(([label]) => label.split(' ')[0])).toEqual(
      expect.arrayContaining(['.mcp.json', '.cursor/mcp.json', '.vscode/mcp.json', 'claude']),
    );
  });

  // Configurations that run the same command line share one server process (the answer is the same).
  const started = new Map<string, Promise<string[]>>();
  async function toolsOverStdio(config: { command: string; args: string[] }): Promise<string[]> {
    const run = runnable(config.command, config.args);
    const key = JSON.stringify(run);
    if (!started.has(key))
      started.set(
        key,
        (async () => {
          const client = new Client({ name: 'docs-page-test', version: '1.0.0' });
          await client.connect(new StdioClientTransport({ ...run, stderr: 'inherit' }));
          try {
            return (await client.listTools()).tools.map((t) => t.name).sort();
          } finally {
            await client.close();
          }
        })(),
      );
    return started.get(key) as Promise<string[]>;
  }

  test.each(stdioConfigs)(
    '%s starts the server, which answers tools/list',
    async (_label, config) => {
      expect(config.command).toBe('node');
      expect(resolve(runnable(config.command, config.args).args[0] as string)).toBe(stdioBin);
      expect(await toolsOverStdio(config)).toEqual([...TOOL_NAMES].sort());
    },
    30_000,
  );

  test('VS Code declares the stdio transport', () => {
    const vscode = json.filter((f) => f.meta.file === '.vscode/mcp.json').flatMap(serversOf);
    expect(vscode.filter(([, s]) => s.command).every(([, s]) => s.type === 'stdio')).toBe(true);
  });
});

describe('Streamable HTTP', () => {
  const start = shell.find(({ command }) => command.includes('/packages/mcp/src/http.ts'));
  const port = /--port (\d+)/.exec(start?.command ?? '')?.[1];
  const urls = [
    ...json.flatMap((f) =>
      serversOf(f).flatMap(([, s]) => (s.url ? [{ where: `${f.meta.file}:${f.line}`, url: s.url, type: s.type }] : [])),
    ),
    ...shell.flatMap(({ command, line }) => {
      const m = /^claude mcp add --transport http \S+ (\S+)$/.exec(command);
      return m ? [{ where: `claude mcp add (line ${line})`, url: m[1] as string, type: 'http' }] : [];
    }),
  ];
  let server: ChildProcess | undefined;
  afterAll(() => server?.kill());

  test('the page starts the HTTP server on a port and every client URL points at it', () => {
    expect(port).toBeDefined();
    expect(urls.map((u) => u.where)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\.cursor/), expect.stringMatching(/^\.vscode/), expect.stringMatching(/^claude/)]),
    );
    for (const u of urls) expect(u.url, u.where).toBe(`http://127.0.0.1:${port}/mcp`);
    for (const u of urls.filter((x) => x.where.startsWith('.vscode'))) expect(u.type, u.where).toBe('http');
  });

  test('the command as written (on a free port) answers tools/list at the configured path', async () => {
    const [node, ...args] = (start?.command ?? '').split(/\s+/);
    const { command, args: filled } = runnable(node as string, args);
    expect(resolve(filled[0] as string)).toBe(httpBin);
    // The page's port may be taken on a shared machine: the same command with --port 0 (any free port).
    server = spawn(
      command,
      filled.map((a) => (a === port ? '0' : a)),
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const listening = await new Promise<string>((done, fail) => {
      server?.stdout?.on('data', (chunk: Buffer) => {
        const m = /on (http:\/\/\S+)/.exec(chunk.toString());
        if (m) done(m[1] as string);
      });
      server?.on('exit', (code) => fail(new Error(`the HTTP server exited with ${code}`)));
    });
    const configured = new URL(urls[0]?.url as string);
    const url = new URL(configured.pathname, listening.replace(/\/mcp$/, '/'));
    const client = new Client({ name: 'docs-page-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url));
    try {
      expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    } finally {
      await client.close();
    }
  }, 30_000);
});

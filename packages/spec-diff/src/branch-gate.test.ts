// The gate and the report against a branch's base, through the CLI's commands (in this process, its output captured)
// on a temporary git repository (given/want):
// `main` carries a pending major changeset for its own breaking change; a branch off it makes a new breaking change.
// Only changesets added on the branch count, the report lists only the branch's changes, and the verdict line and
// the exit code agree.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runProgram } from '@paydocs/spec-tools/cli-runner';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PROGRAM } from './cli.ts';
/** JSON is YAML: the fixture's split files are written as JSON. */
const stringify = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const PKG = '@paydocs/openapi';

const op = (id: string) => ({ operationId: id, summary: id, responses: { '200': { description: 'OK' } } });
/** The split spec at one commit: the root file and one file per path. */
function spec(paths: Record<string, unknown>): Record<string, string> {
  const files: Record<string, string> = {
    'spec/redocly.yaml': stringify({ apis: { main: { root: './openapi.yaml' } } }),
    'spec/package.json': JSON.stringify({ name: PKG, version: '1.0.0' }),
  };
  const refs: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(paths)) {
    const file = `paths/${path.slice(1).replaceAll('/', '_')}.yaml`;
    files[`spec/${file}`] = stringify(item);
    refs[path] = { $ref: `./${file}` };
  }
  files['spec/openapi.yaml'] = stringify({ openapi: '3.1.0', info: { title: 'fixture', version: '1.0.0' }, paths: refs });
  return files;
}
const changeset = (bump: string) => `---\n"${PKG}": ${bump}\n---\n\nChanged.\n`;

let repo: string;
afterEach(() => rmSync(repo, { recursive: true, force: true }));

function write(files: Record<string, string | null>) {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) rmSync(join(repo, file), { force: true });
    else {
      mkdirSync(dirname(join(repo, file)), { recursive: true });
      writeFileSync(join(repo, file), text);
    }
  }
}
const git = (...args: string[]) => {
  const r = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
};
const commit = (message: string) => {
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', message);
};

/** main: a released shape, then a breaking change on main with its pending major; then a branch `feature`. */
function mainWithPendingMajor() {
  repo = mkdtempSync(join(tmpdir(), 'branch-gate-'));
  git('init', '-q', '-b', 'main');
  write({ 'pnpm-workspace.yaml': 'packages: [spec]\n', '.changeset/README.md': '# Changesets\n' });
  write(spec({ '/a': { get: op('getA'), delete: op('deleteA') }, '/b': { get: op('getB') }, '/c': { get: op('getC') } }));
  commit('release');
  write(spec({ '/a': { get: op('getA') }, '/b': { get: op('getB') }, '/c': { get: op('getC') } }));
  write({ '.changeset/main-major.md': changeset('major') });
  commit('main: removed DELETE /a, with its major changeset');
  git('checkout', '-qb', 'feature');
}

/** The CLI run on the repository: its exit code and what it printed to stdout and stderr. */
async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...text) => void out.push(`${text.join(' ')}\n`)),
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => out.push(String(text)) > 0),
    vi.spyOn(console, 'error').mockImplementation((...text) => void err.push(`${text.join(' ')}\n`)),
  ];
  try {
    const code = await runProgram(PROGRAM, [...args, '--root', repo]);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('the gate on a branch (given main with a pending major, want only the branch judged)', () => {
  const branchRemovesB = spec({ '/a': { get: op('getA') }, '/c': { get: op('getC') } });
  const cases: { name: string; given: Record<string, string | null>; code: number; verdict: string }[] = [
    {
      name: "a new breaking change without its own changeset fails, though main's major is pending",
      given: branchRemovesB,
      code: 1,
      verdict:
        'Gate: fails. 1 breaking change and no major changeset: a breaking change needs a changeset added on this branch bumping ' +
        `${PKG} by major; no changeset added on this branch names it. The base's own pending major changeset is for the base's changes`,
    },
    {
      name: 'a minor changeset on the branch is not enough',
      given: { ...branchRemovesB, '.changeset/branch.md': changeset('minor') },
      code: 1,
      verdict: 'Gate: fails. 1 breaking change and no major changeset',
    },
    {
      name: 'a major changeset added on the branch passes it',
      given: { ...branchRemovesB, '.changeset/branch.md': changeset('major') },
      code: 0,
      verdict: `Gate: passes. 1 breaking change, and a changeset added on this branch bumps ${PKG} by major.`,
    },
    {
      name: 'an added operation alone passes without a changeset',
      given: spec({ '/a': { get: op('getA') }, '/b': { get: op('getB') }, '/c': { get: op('getC') }, '/d': { get: op('getD') } }),
      code: 0,
      verdict: 'Gate: passes. No breaking change against the base of this branch (merge-base with main',
    },
  ];
  test.each(cases)('$name', { timeout: 30_000 }, async ({ given, code, verdict }) => {
    mainWithPendingMajor();
    write(given); // uncommitted: the working tree is what is checked
    const r = await run('check');
    expect(r.code).toBe(code);
    expect(code === 0 ? r.out : r.err).toContain(verdict);
  });

  test('the report lists only the branch change, not main against the release', { timeout: 30_000 }, async () => {
    mainWithPendingMajor();
    write(branchRemovesB);
    commit('feature: removed /b');
    const r = await run('report');
    expect(r.code).toBe(0);
    expect(r.out).toContain('**1 breaking** change(s): this needs a changeset added on this branch bumping');
    expect(r.out.match(/^- .*$/gm)).toEqual(['- `GET /b` was removed. (`api-removed`; `#/paths/~1b/get` → `#`)']);
  });

  test.each([
    ['--base main names the same base', ['--base', 'main'], 1, 'no changeset added on this branch names it'],
    [
      "--base HEAD~1 (before main's own break): main's changeset is then the branch's too, and covers both",
      ['--base', 'HEAD~1'],
      0,
      '2 breaking changes, and a changeset added on this branch bumps',
    ],
    ['an unknown ref fails naming it', ['--base', 'no-such-ref'], 2, '--base no-such-ref: not a commit of this repository'],
    [
      '--head: the break is not committed, HEAD has none',
      ['--head'],
      0,
      'Gate: passes. No breaking change against the base of this branch',
    ],
    [
      '--base with --released fails: two baselines',
      ['--base', 'main', '--released', 'latest'],
      2,
      '--base and --released name two baselines',
    ],
  ])('%s', { timeout: 30_000 }, async (_name, args, code, message) => {
    mainWithPendingMajor();
    write(branchRemovesB);
    const r = await run('check', ...args);
    expect([r.code, (code === 0 ? r.out : r.err).includes(message)]).toEqual([code, true]);
  });
});

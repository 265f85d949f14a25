#!/usr/bin/env node
// paydocs-spec-diff: `check` fails when the working tree's spec has breaking changes against the branch's base
// (`--base`, default the merge base with main; or `--released`) without a major changeset added on the branch;
// `snapshot` records the current bundle as released, at spec/released/<version>/openapi.json (run by
// `pnpm version-packages`, right after `changeset version`); `report` prints the Markdown change report; `comment`
// prints the pull-request comment the "Spec change" workflow posts (verdict + report). spec-tools' runner parses
// the command line: help, unknown options and exit codes (0, 1 a failed check, 2 a usage or setup error).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Baseline, bundle, gitBaseline, releasedBaseline, specAt } from './baseline.ts';
import { type ChangesetConfig, privateByName, unconsumedChangesets } from './changeset-coverage.ts';
import { checkBreaking } from './check.ts';
import { DEFAULT_CONFIG_FILE, loadConfig, readJson, SPEC_PACKAGE as PKG } from './config.ts';
import { renderPrComment, reportAgainst } from './report.ts';
import { latestReleasedFile, RELEASE_META_FILE_NAME, RELEASED_FILE_NAME } from './releases.ts';
import { verdict } from './verdict.ts';
import { type Workspace, workspace } from './workspace.ts';
import { loadBundle } from '@paydocs/spec-access/node';
import { CheckFailed, command, runProgram, type ValuesOf } from '@paydocs/spec-tools/cli-runner';

const WHERE = { root: { type: 'string' }, releases: { type: 'string' } } as const;
const COMPARED = {
  ...WHERE,
  base: { type: 'string' },
  released: { type: 'string' },
  current: { type: 'string' },
  head: { type: 'boolean' },
  changesets: { type: 'string' },
  config: { type: 'string', default: DEFAULT_CONFIG_FILE },
} as const;
type Compared = ValuesOf<typeof COMPARED>;
const COMPARED_USAGE = '[--base <git ref> | --released <file|latest>] [--current <file> | --head] [--config <file>] [--root <dir>]';

/** The baseline (the git base, or --released), the spec now (--current, --head or the YAML), the workspace, the changesets. */
async function comparison(v: Compared): Promise<{ ws: Workspace; changesetDir: string; baseline: Baseline; current: object }> {
  const ws = workspaceOf(v);
  if (v.base !== undefined && v.released !== undefined) throw new Error('--base and --released name two baselines: pass one');
  const current = v.current
    ? loadBundle(v.current)
    : v.head
      ? await specAt(ws, 'HEAD')
      : await bundle(ws, join(ws.specDir, 'openapi.yaml'));
  const released = v.released === 'latest' ? latestReleasedFile(ws.releasesDir) : v.released;
  const baseline = released ? releasedBaseline(released) : await gitBaseline(ws, v.base);
  return { ws, changesetDir: v.changesets ?? ws.changesetDir, baseline, current };
}

const workspaceOf = (v: { root?: string; releases?: string }) => workspace({ root: v.root, releasesDir: v.releases });
const specPackageVersion = (ws: Workspace) => (readJson(join(ws.specDir, 'package.json')) as { version?: string }).version;

function syncVersion(v: { root?: string }): void {
  // changeset version bumps spec/package.json; the document's own info.version must follow it.
  const ws = workspaceOf(v);
  const file = join(ws.specDir, 'openapi.yaml');
  const text = readFileSync(file, 'utf8');
  const version = specPackageVersion(ws);
  const next = text.replace(/^(info:\n(?: {2}.*\n)*? {2}version: ).*$/m, `$1${version}`);
  if (next === text && !text.includes(`  version: ${version}`)) throw new Error('no `info.version` line found in spec/openapi.yaml');
  writeFileSync(file, next);
  console.log(`info.version of spec/openapi.yaml is ${version}`);
}

function snapshot(v: { root?: string; releases?: string; current?: string }): void {
  // A released version is immutable: the same version with another bundle means the release step was skipped.
  const ws = workspaceOf(v);
  const current = v.current ?? join(ws.specDir, 'dist/openapi.json');
  const version = loadBundle(current).info?.version;
  if (version !== specPackageVersion(ws))
    throw new CheckFailed(`info.version of the bundle is ${version}, expected ${specPackageVersion(ws)} (run sync-version and rebuild)`);
  const target = join(ws.releasesDir, version, RELEASED_FILE_NAME);
  const text = readFileSync(current, 'utf8');
  if (existsSync(target) && readFileSync(target, 'utf8') !== text) {
    throw new CheckFailed(
      `${relative(ws.root, target)} already records release ${version} with another bundle; ` +
        'a change to the spec needs a changeset (`pnpm changeset`) so that `pnpm version-packages` makes a new version',
    );
  }
  mkdirSync(join(ws.releasesDir, version), { recursive: true });
  writeFileSync(target, text);
  const meta = join(ws.releasesDir, version, RELEASE_META_FILE_NAME);
  if (!existsSync(meta)) writeFileSync(meta, `${JSON.stringify({ version, date: new Date().toISOString() }, null, 2)}\n`);
  console.log(`recorded ${relative(ws.root, current)} as ${relative(ws.root, target)}`);
}

async function check(v: Compared): Promise<number> {
  const { ws, changesetDir, baseline, current } = await comparison(v);
  const documentVersion = (current as { info?: { version?: string } }).info?.version;
  if (documentVersion !== specPackageVersion(ws)) {
    throw new CheckFailed(
      `info.version of the spec is ${documentVersion} but ${PKG} is ${specPackageVersion(ws)}; ` +
        'run `pnpm version-packages` (it syncs them) or fix spec/openapi.yaml',
    );
  }
  const config = loadConfig(v.config);
  // Every pending changeset must be consumed by the next release, or its words never reach a changelog.
  const changesetConfig = join(ws.root, '.changeset/config.json');
  const unconsumed = existsSync(changesetConfig)
    ? unconsumedChangesets(changesetDir, readJson(changesetConfig) as ChangesetConfig, privateByName(ws.root))
    : [];
  if (unconsumed.length > 0) throw new CheckFailed(`changesets the next release would not consume:\n  ${unconsumed.join('\n  ')}`);
  const result = checkBreaking(baseline, current, changesetDir, PKG, config);
  const show = (label: string, f: { id: string; after: string; message: string }) =>
    console.log(`${label.padEnd(9)} ${f.id.padEnd(40)} ${f.after}\n          ${f.message}`);
  for (const f of result.breaking) show(f.promoted ? 'promoted' : 'breaking', f);
  for (const f of result.warnings) show('warning', f);
  const counted = baseline.baseChangesets ? 'changesets added on this branch bump' : 'pending changesets bump';
  const onBase = baseline.baseChangesets ? `; on the base (not counted): ${result.baseBump ?? 'none'}` : '';
  console.log(
    `${result.breaking.length} breaking, ${result.warnings.length} warning(s), ${result.info.length} non-breaking change(s) against ${baseline.label}; ` +
      `${counted} ${PKG}: ${result.bump ?? 'none'}${onBase}`,
  );
  // The verdict comes from the same result as the exit code.
  const line = verdict(result, PKG, baseline.label).replaceAll('**', '').replaceAll('`', '');
  (result.ok ? console.log : console.error)(line);
  return result.ok ? 0 : 1;
}

export const PROGRAM = {
  name: 'paydocs-spec-diff',
  commands: {
    check: command({
      summary: "compare the working tree's spec with the branch's base; exit 1 on a breaking change not covered",
      usage: `check ${COMPARED_USAGE} [--changesets <dir>]`,
      details: [
        `A breaking change (or a warning promoted in the config) fails unless a changeset added on the branch bumps ${PKG}`,
        'by major (changesets already on the base do not count); warnings are printed and do not fail.',
      ],
      options: COMPARED,
      run: check,
    }),
    report: command({
      summary: "print the changes against the branch's base as Markdown for a pull request",
      usage: `report ${COMPARED_USAGE}`,
      options: COMPARED,
      run: async (v) => {
        const { baseline, current } = await comparison(v);
        process.stdout.write(reportAgainst(current, baseline, loadConfig(v.config)));
      },
    }),
    comment: command({
      summary: "print the pull-request comment: a hidden marker, the gate's verdict and its reason, the report",
      usage: `comment ${COMPARED_USAGE} [--changesets <dir>]`,
      details: ['Exits 0 even when the gate fails (the workflow posts it, then runs `check`).'],
      options: COMPARED,
      run: async (v) => {
        const { baseline, current, changesetDir } = await comparison(v);
        process.stdout.write(renderPrComment(baseline, current, changesetDir, PKG, loadConfig(v.config)).markdown);
      },
    }),
    snapshot: command({
      summary: 'record the bundled spec as released: <releases>/<info.version>/openapi.json',
      usage: 'snapshot [--current <file>] [--root <dir>] [--releases <dir>]',
      details: ['--current defaults to spec/dist/openapi.json.'],
      options: { ...WHERE, current: { type: 'string' } },
      run: snapshot,
    }),
    'sync-version': command({
      summary: `write the ${PKG} package version into info.version of spec/openapi.yaml`,
      usage: 'sync-version [--root <dir>]',
      options: { root: { type: 'string' } },
      run: syncVersion,
    }),
  },
  footer: [
    'Options:',
    "  --base <git ref>     the branch's base (default: the merge base of HEAD with main, else origin/main); its spec",
    '                       folder is bundled from git with the same bundler as the working tree',
    '  --released <file>    compare with this released spec instead of the base (every pending changeset counts);',
    '                       `--released latest` is the newest release in <releases>',
    "  --current <file>     the bundled spec to check (default: the working tree's YAML, bundled in memory)",
    '  --head               check the spec as committed at HEAD instead of the working tree',
    '  --root <dir>         the workspace (default: the nearest folder up from here with pnpm-workspace.yaml)',
    '  --releases <dir>     one folder per release, <version>/openapi.json (default: <root>/spec/released)',
    '  --changesets <dir>   changeset folder (default: <root>/.changeset)',
    '  --config <file>      gate config: warnings to promote (default: packages/spec-diff/gate.config.json)',
  ],
};

// Run as a program; imported (the tests), it only gives its commands.
if (import.meta.main) process.exitCode = await runProgram(PROGRAM, process.argv.slice(2));

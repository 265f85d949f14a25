#!/usr/bin/env node
// paydocs-spec-diff: `check` fails when the working tree's spec has breaking changes against the branch's base
// (`--base`, default the merge base with main; or `--released`) without a major changeset added on the branch;
// `snapshot` records the current bundle as released, at spec/released/<version>/openapi.json (run by
// `pnpm version-packages`, right after `changeset version`); `report` prints the Markdown change report; `comment`
// prints the pull-request comment the "Spec change" workflow posts (verdict + report).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { type Baseline, type Bundler, gitBaseline, releasedBaseline, specAt } from './baseline.ts';
import { privateByName, unconsumedChangesets } from './changeset-coverage.ts';
import { checkBreaking } from './check.ts';
import { DEFAULT_CONFIG_FILE, loadConfig, SPEC_PACKAGE as PKG } from './config.ts';
import { renderPrComment } from './pr-comment.ts';
import { reportAgainst } from './pr-report.ts';
import { latestReleasedFile, RELEASE_META_FILE_NAME, RELEASED_FILE_NAME } from './releases.ts';
import { verdict } from './verdict.ts';
import { workspace } from './workspace.ts';
import { loadBundle } from '@paydocs/spec-access/node';

const HELP = `paydocs-spec-diff <command> [options]

Commands:
  check      compare the working tree's spec with the branch's base; exit 1 on a breaking change (or a warning
             promoted in the config) unless a changeset added on the branch bumps ${PKG} by major
             (changesets already on the base do not count); warnings are printed and do not fail
  report     print the changes against the branch's base as Markdown for a pull request
  comment    print the pull-request comment: a hidden marker, the gate's verdict and its reason, the report;
             exits 0 even when the gate fails (the workflow posts it, then runs \`check\`)
  snapshot   record the bundled spec as released: <releases>/<info.version>/openapi.json
  sync-version  write the ${PKG} package version into info.version of spec/openapi.yaml

Options:
  --base <git ref>     the branch's base (default: the merge base of HEAD with main, else origin/main); its spec
                       folder is bundled from git with the same bundler as the working tree
  --released <file>    compare with this released spec instead of the base (every pending changeset counts);
                       \`--released latest\` is the newest release in <releases>
  --current <file>     the bundled spec to check (default: the working tree's YAML, bundled in memory; snapshot
                       reads spec/dist/openapi.json)
  --head               check the spec as committed at HEAD instead of the working tree
  --root <dir>         the workspace (default: the nearest folder up from here with pnpm-workspace.yaml)
  --releases <dir>     one folder per release, <version>/openapi.json (default: <root>/spec/released)
  --changesets <dir>   changeset folder (default: <root>/.changeset)
  --config <file>      gate config: warnings to promote (default: packages/spec-diff/gate.config.json)
  -h, --help           show this help
`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    released: { type: 'string' },
    current: { type: 'string' },
    head: { type: 'boolean' },
    root: { type: 'string' },
    releases: { type: 'string' },
    changesets: { type: 'string' },
    config: { type: 'string', default: DEFAULT_CONFIG_FILE },
    help: { type: 'boolean', short: 'h' },
  },
});

/** Exits with the message: 2 for a usage or setup error, 1 for a check that failed. */
function fail(error: unknown, code = 2): never {
  console.error(`paydocs-spec-diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(code);
}

/** The step's result, or exit 2 with the message it throws. */
async function orFail<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    fail(error);
  }
}

const command = positionals[0];
if (values.help || !command) {
  console.log(HELP);
  process.exit(command || values.help ? 0 : 2);
}
const ws = await orFail(() => workspace({ root: values.root, releasesDir: values.releases }));
const ROOT = ws.root;
const changesetDir = values.changesets ?? ws.changesetDir;

function readBundle(file: string, what: string): Promise<object> {
  if (!existsSync(file)) fail(`${what} not found at ${relative(process.cwd(), file)}`);
  return orFail(() => loadBundle(file));
}

/** spec-tools' bundler with the workspace's Redocly config, for any root file (the working tree's or the base's copy). */
async function bundler(): Promise<Bundler> {
  const { bundleSpec, formatProblem } = await import('@paydocs/spec-tools/bundle');
  const configPath = join(ws.specDir, 'redocly.yaml');
  return async (rootFile) => {
    const { spec, problems } = await bundleSpec(configPath, rootFile);
    if (problems.length > 0)
      throw new Error(`${relative(ROOT, rootFile)} does not bundle:\n${problems.map((p) => formatProblem(p, ROOT)).join('\n')}`);
    return spec;
  };
}

/** What the branch is compared with (its git base, or --released) and the spec it is now (--current, or the YAML). */
async function comparison(): Promise<{ baseline: Baseline; current: object }> {
  if (values.base !== undefined && values.released !== undefined) fail('--base and --released name two baselines: pass one');
  return orFail(async () => {
    const bundle = values.current && values.released ? undefined : await bundler();
    const current = values.current
      ? await readBundle(values.current, 'bundled spec')
      : values.head
        ? await specAt(ws, 'HEAD', bundle as Bundler)
        : await (bundle as Bundler)(join(ws.specDir, 'openapi.yaml'));
    const released = values.released === 'latest' ? latestReleasedFile(ws.releasesDir) : values.released;
    const baseline = released ? releasedBaseline(released) : await gitBaseline(ws, values.base, bundle ?? (await bundler()));
    return { baseline, current };
  });
}

const specPackageVersion = (): string => JSON.parse(readFileSync(join(ROOT, 'spec/package.json'), 'utf8')).version;

async function syncVersion(): Promise<void> {
  // changeset version bumps spec/package.json; the document's own info.version must follow it.
  const file = join(ROOT, 'spec/openapi.yaml');
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/^(info:\n(?: {2}.*\n)*? {2}version: ).*$/m, `$1${specPackageVersion()}`);
  if (next === text && !text.includes(`  version: ${specPackageVersion()}`)) fail('no `info.version` line found in spec/openapi.yaml');
  writeFileSync(file, next);
  console.log(`info.version of spec/openapi.yaml is ${specPackageVersion()}`);
}

async function snapshot(): Promise<void> {
  // A released version is immutable: the same version with another bundle means the release step was skipped.
  const current = values.current ?? join(ws.specDir, 'dist/openapi.json');
  const bundle = (await readBundle(current, 'bundled spec (run `pnpm spec bundle` first)')) as { info?: { version?: string } };
  const version = bundle.info?.version;
  if (version !== specPackageVersion())
    fail(`info.version of the bundle is ${version}, expected ${specPackageVersion()} (run sync-version and rebuild)`, 1);
  const target = join(ws.releasesDir, version, RELEASED_FILE_NAME);
  const text = readFileSync(current, 'utf8');
  if (existsSync(target) && readFileSync(target, 'utf8') !== text) {
    fail(
      `${relative(ROOT, target)} already records release ${version} with another bundle; ` +
        'a change to the spec needs a changeset (`pnpm changeset`) so that `pnpm version-packages` makes a new version',
      1,
    );
  }
  mkdirSync(join(ws.releasesDir, version), { recursive: true });
  writeFileSync(target, text);
  const meta = join(ws.releasesDir, version, RELEASE_META_FILE_NAME);
  if (!existsSync(meta)) writeFileSync(meta, `${JSON.stringify({ version, date: new Date().toISOString() }, null, 2)}\n`);
  console.log(`recorded ${relative(ROOT, current)} as ${relative(ROOT, target)}`);
}

async function check(): Promise<void> {
  const { baseline, current } = await comparison();
  const documentVersion = (current as { info?: { version?: string } }).info?.version;
  if (documentVersion !== specPackageVersion()) {
    fail(
      `info.version of the spec is ${documentVersion} but ${PKG} is ${specPackageVersion()}; ` +
        'run `pnpm version-packages` (it syncs them) or fix spec/openapi.yaml',
      1,
    );
  }
  const config = await orFail(() => loadConfig(values.config));
  // Every pending changeset must be consumed by the next release, or its words never reach a changelog.
  const changesetConfig = join(ROOT, '.changeset/config.json');
  const unconsumed = existsSync(changesetConfig)
    ? unconsumedChangesets(changesetDir, JSON.parse(readFileSync(changesetConfig, 'utf8')), privateByName(ROOT))
    : [];
  if (unconsumed.length > 0) fail(`changesets the next release would not consume:\n  ${unconsumed.join('\n  ')}`, 1);
  const result = checkBreaking(baseline.spec, current, changesetDir, PKG, config, {
    ...(baseline.baseChangesets ? { baseChangesets: baseline.baseChangesets } : {}),
  });
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
  if (result.ok) console.log(line);
  else {
    console.error(line);
    process.exit(1);
  }
}

const COMMANDS: Record<string, () => Promise<void>> = {
  'sync-version': syncVersion,
  snapshot,
  check,
  report: async () => {
    const { baseline, current } = await comparison();
    process.stdout.write(await orFail(() => reportAgainst(current, baseline, loadConfig(values.config))));
  },
  comment: async () => {
    const { baseline, current } = await comparison();
    const config = await orFail(() => loadConfig(values.config));
    process.stdout.write(await orFail(() => renderPrComment({ baseline, current, changesetDir, pkg: PKG, config }).markdown));
  },
};

const run = COMMANDS[command];
if (!run) {
  console.error(`paydocs-spec-diff: unknown command "${command}"\n\n${HELP}`);
  process.exit(2);
}
await run();

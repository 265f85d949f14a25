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
import { type GateConfig, loadConfig } from './config.ts';
import { renderPrComment } from './pr-comment.ts';
import { DEFAULT_CONFIG_FILE, reportAgainst } from './pr-report.ts';
import { latestReleasedFile, RELEASE_META_FILE_NAME, RELEASED_FILE_NAME } from './releases.ts';
import { verdict } from './verdict.ts';
import { type Workspace, workspace } from './workspace.ts';
import { loadBundle } from '@paydocs/spec-access/node';

const PKG = '@paydocs/openapi';
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

function fail(error: unknown): never {
  console.error(`paydocs-spec-diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

let ws: Workspace;
try {
  ws = workspace({ root: values.root, releasesDir: values.releases });
} catch (error) {
  fail(error);
}
const ROOT = ws.root;
const changesetDir = values.changesets ?? ws.changesetDir;

function readJson(file: string, what: string): object {
  if (!existsSync(file)) {
    console.error(`paydocs-spec-diff: ${what} not found at ${relative(process.cwd(), file)}`);
    process.exit(2);
  }
  try {
    return loadBundle(file);
  } catch (error) {
    console.error(`paydocs-spec-diff: ${(error as Error).message}`);
    process.exit(2);
  }
}

const command = positionals[0];
if (values.help || !command) {
  console.log(HELP);
  process.exit(command || values.help ? 0 : 2);
}

/** The newest release, or --released <file>. */
function releasedFile(): string {
  if (values.released && values.released !== 'latest') return values.released;
  try {
    return latestReleasedFile(ws.releasesDir);
  } catch (error) {
    fail(error);
  }
}

/** spec-tools' bundler with the workspace's Redocly config, for any root file (the working tree's or the base's copy). */
async function bundler(): Promise<Bundler> {
  const { bundleSpec } = await import('@paydocs/spec-tools/bundle');
  const configPath = join(ws.specDir, 'redocly.yaml');
  return async (rootFile) => {
    const { spec, problems } = await bundleSpec(configPath, rootFile);
    if (problems.length > 0) {
      throw new Error(
        `${relative(ROOT, rootFile)} does not bundle:\n${problems.map((p) => `${relative(ROOT, p.file)}:${p.line}:${p.col} ${p.rule} ${p.message}`).join('\n')}`,
      );
    }
    return spec;
  };
}

/** What the branch is compared with (its git base, or --released) and the spec it is now (--current, or the YAML). */
async function comparison(): Promise<{ baseline: Baseline; current: object }> {
  if (values.base !== undefined && values.released !== undefined) fail('--base and --released name two baselines: pass one');
  try {
    const bundle = values.current && values.released ? undefined : await bundler();
    const current = values.current
      ? readJson(values.current, 'bundled spec')
      : values.head
        ? await specAt(ws, 'HEAD', bundle as Bundler)
        : await (bundle as Bundler)(join(ws.specDir, 'openapi.yaml'));
    const baseline = values.released ? releasedBaseline(releasedFile()) : await gitBaseline(ws, values.base, bundle ?? (await bundler()));
    return { baseline, current };
  } catch (error) {
    fail(error);
  }
}

const specPackageVersion = (): string => JSON.parse(readFileSync(join(ROOT, 'spec/package.json'), 'utf8')).version;

if (command === 'sync-version') {
  // changeset version bumps spec/package.json; the document's own info.version must follow it.
  const file = join(ROOT, 'spec/openapi.yaml');
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/^(info:\n(?: {2}.*\n)*? {2}version: ).*$/m, `$1${specPackageVersion()}`);
  if (next === text && !text.includes(`  version: ${specPackageVersion()}`)) {
    console.error('paydocs-spec-diff: no `info.version` line found in spec/openapi.yaml');
    process.exit(2);
  }
  writeFileSync(file, next);
  console.log(`info.version of spec/openapi.yaml is ${specPackageVersion()}`);
} else if (command === 'snapshot') {
  // A released version is immutable: the same version with another bundle means the release step was skipped.
  const current = values.current ?? join(ws.specDir, 'dist/openapi.json');
  const bundle = readJson(current, 'bundled spec (run `pnpm spec bundle` first)') as { info?: { version?: string } };
  const version = bundle.info?.version;
  if (version !== specPackageVersion()) {
    console.error(
      `paydocs-spec-diff: info.version of the bundle is ${version}, expected ${specPackageVersion()} (run sync-version and rebuild)`,
    );
    process.exit(1);
  }
  const target = join(ws.releasesDir, version, RELEASED_FILE_NAME);
  const text = readFileSync(current, 'utf8');
  if (existsSync(target) && readFileSync(target, 'utf8') !== text) {
    console.error(
      `paydocs-spec-diff: ${relative(ROOT, target)} already records release ${version} with another bundle; ` +
        'a change to the spec needs a changeset (`pnpm changeset`) so that `pnpm version-packages` makes a new version',
    );
    process.exit(1);
  }
  mkdirSync(join(ws.releasesDir, version), { recursive: true });
  writeFileSync(target, text);
  const meta = join(ws.releasesDir, version, RELEASE_META_FILE_NAME);
  if (!existsSync(meta)) writeFileSync(meta, `${JSON.stringify({ version, date: new Date().toISOString() }, null, 2)}\n`);
  console.log(`recorded ${relative(ROOT, current)} as ${relative(ROOT, target)}`);
} else if (command === 'check') {
  const { baseline, current } = await comparison();
  const documentVersion = (current as { info?: { version?: string } }).info?.version;
  if (documentVersion !== specPackageVersion()) {
    console.error(
      `paydocs-spec-diff: info.version of the spec is ${documentVersion} but ${PKG} is ${specPackageVersion()}; ` +
        'run `pnpm version-packages` (it syncs them) or fix spec/openapi.yaml',
    );
    process.exit(1);
  }
  let config: GateConfig;
  try {
    config = loadConfig(values.config);
  } catch (error) {
    fail(error);
  }
  // Every pending changeset must be consumed by the next release, or its words never reach a changelog.
  const changesetConfig = join(ROOT, '.changeset/config.json');
  const unconsumed = existsSync(changesetConfig)
    ? unconsumedChangesets(changesetDir, JSON.parse(readFileSync(changesetConfig, 'utf8')), privateByName(ROOT))
    : [];
  if (unconsumed.length > 0) {
    console.error(`paydocs-spec-diff: changesets the next release would not consume:\n  ${unconsumed.join('\n  ')}`);
    process.exit(1);
  }
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
} else if (command === 'report') {
  const { baseline, current } = await comparison();
  try {
    process.stdout.write(reportAgainst(current, baseline, values.config).markdown);
  } catch (error) {
    fail(error);
  }
} else if (command === 'comment') {
  const { baseline, current } = await comparison();
  try {
    const comment = renderPrComment({ baseline, current, changesetDir, pkg: PKG, config: loadConfig(values.config) });
    process.stdout.write(comment.markdown);
  } catch (error) {
    fail(error);
  }
} else {
  console.error(`paydocs-spec-diff: unknown command "${command}"\n\n${HELP}`);
  process.exit(2);
}

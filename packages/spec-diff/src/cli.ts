#!/usr/bin/env node
// paydocs-spec-diff: `check` fails when the spec has breaking changes against the last released
// spec without a pending major changeset; `snapshot` records the current bundle as released, at
// spec/released/<version>/openapi.json (run by `pnpm version-packages`, right after `changeset version`);
// `report` prints the Markdown change report; `comment` prints the pull-request comment the
// "Spec change" workflow posts (verdict + report).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkBreaking } from './check.ts';
import { type GateConfig, loadConfig } from './config.ts';
import { renderPrComment } from './pr-comment.ts';
import { DEFAULT_CONFIG_FILE, reportAgainstReleased } from './pr-report.ts';
import { latestReleasedFile, RELEASE_META_FILE_NAME, RELEASED_FILE_NAME, RELEASES_DIR } from './releases.ts';
import { loadBundle } from '@paydocs/spec-access';

const ROOT = resolve(import.meta.dirname, '../../..');
const PKG = '@paydocs/openapi';
const HELP = `paydocs-spec-diff <command> [options]

Commands:
  check      compare the bundled spec with the released one; exit 1 on a breaking change
             (or a warning promoted in the config) that has no pending major changeset for ${PKG};
             warnings are printed and do not fail
  report     print the changes against the released spec as Markdown for a pull request
  comment    print the pull-request comment: a hidden marker, the gate's verdict and its reason, the report;
             exits 0 even when the gate fails (the workflow posts it, then runs \`check\`)
  snapshot   record the bundled spec as released: <releases>/<info.version>/openapi.json
  sync-version  write the ${PKG} package version into info.version of spec/openapi.yaml

Options:
  --releases <dir>     one folder per release, <version>/openapi.json (default: spec/released)
  --released <file>    the baseline    (default: the newest release in <releases>)
  --current <file>     bundled spec    (default: spec/dist/openapi.json)
  --changesets <dir>   changeset folder (default: .changeset)
  --config <file>      gate config: warnings to promote (default: packages/spec-diff/gate.config.json)
  -h, --help           show this help
`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    releases: { type: 'string', default: RELEASES_DIR },
    released: { type: 'string' },
    current: { type: 'string', default: join(ROOT, 'spec/dist/openapi.json') },
    changesets: { type: 'string', default: join(ROOT, '.changeset') },
    config: { type: 'string', default: DEFAULT_CONFIG_FILE },
    help: { type: 'boolean', short: 'h' },
  },
});

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

/** The baseline: --released, or the newest release folder. */
function baselineFile(): string {
  if (values.released) return values.released;
  try {
    return latestReleasedFile(values.releases);
  } catch (error) {
    console.error(`paydocs-spec-diff: ${(error as Error).message}`);
    process.exit(2);
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
  const bundle = readJson(values.current, 'bundled spec (run `pnpm spec bundle` first)') as { info?: { version?: string } };
  const version = bundle.info?.version;
  if (version !== specPackageVersion()) {
    console.error(
      `paydocs-spec-diff: info.version of the bundle is ${version}, expected ${specPackageVersion()} (run sync-version and rebuild)`,
    );
    process.exit(1);
  }
  const target = join(values.releases, version, RELEASED_FILE_NAME);
  const text = readFileSync(values.current, 'utf8');
  if (existsSync(target) && readFileSync(target, 'utf8') !== text) {
    console.error(
      `paydocs-spec-diff: ${relative(ROOT, target)} already records release ${version} with another bundle; ` +
        'a change to the spec needs a changeset (`pnpm changeset`) so that `pnpm version-packages` makes a new version',
    );
    process.exit(1);
  }
  mkdirSync(join(values.releases, version), { recursive: true });
  writeFileSync(target, text);
  const meta = join(values.releases, version, RELEASE_META_FILE_NAME);
  if (!existsSync(meta)) writeFileSync(meta, `${JSON.stringify({ version, date: new Date().toISOString() }, null, 2)}\n`);
  console.log(`recorded ${relative(ROOT, values.current)} as ${relative(ROOT, target)}`);
} else if (command === 'check') {
  const released = readJson(baselineFile(), 'released spec (run `paydocs-spec-diff snapshot` at release)');
  const current = readJson(values.current, 'bundled spec (run `pnpm spec bundle` first)');
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
    console.error(`paydocs-spec-diff: ${(error as Error).message}`);
    process.exit(2);
  }
  const result = checkBreaking(released, current, values.changesets, PKG, config);
  const show = (label: string, f: { id: string; after: string; message: string }) =>
    console.log(`${label.padEnd(9)} ${f.id.padEnd(40)} ${f.after}\n          ${f.message}`);
  for (const f of result.breaking) show(f.promoted ? 'promoted' : 'breaking', f);
  for (const f of result.warnings) show('warning', f);
  console.log(
    `${result.breaking.length} breaking, ${result.warnings.length} warning(s), ${result.info.length} non-breaking change(s) against the released spec; ` +
      `pending bump for ${PKG}: ${result.bump ?? 'none'}`,
  );
  if (!result.ok) {
    console.error(`paydocs-spec-diff: breaking changes need a changeset with "${PKG}": major (run \`pnpm changeset\`).`);
    process.exit(1);
  }
} else if (command === 'report') {
  const current = readJson(values.current, 'bundled spec (run `pnpm spec bundle` first)');
  try {
    process.stdout.write(reportAgainstReleased(current, baselineFile(), values.config).markdown);
  } catch (error) {
    console.error(`paydocs-spec-diff: ${(error as Error).message}`);
    process.exit(2);
  }
} else if (command === 'comment') {
  const released = readJson(baselineFile(), 'released spec (run `paydocs-spec-diff snapshot` at release)');
  const current = readJson(values.current, 'bundled spec (run `pnpm spec bundle` first)');
  try {
    const comment = renderPrComment({ released, current, changesetDir: values.changesets, pkg: PKG, config: loadConfig(values.config) });
    process.stdout.write(comment.markdown);
  } catch (error) {
    console.error(`paydocs-spec-diff: ${(error as Error).message}`);
    process.exit(2);
  }
} else {
  console.error(`paydocs-spec-diff: unknown command "${command}"\n\n${HELP}`);
  process.exit(2);
}

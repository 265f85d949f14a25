// The repository's workflows parse with GitHub's parser and every command they run exists; fixture workflows that
// call a missing script, subcommand, file or task (or are not valid workflows) fail with the problem named.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkWorkflows, formatProblem } from './check-workflows.ts';
import { loadWorkspace } from './workspace.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const workspace = loadWorkspace(root);
const fixture = (name: string) => fileURLToPath(new URL(`../test/fixtures/workflows/${name}`, import.meta.url));
const problemsOf = async (name: string) => (await checkWorkflows(workspace, [fixture(name)])).map(formatProblem);

describe('the workflows of this repository', () => {
  test('parse with GitHub parser, name every job and run only commands that exist', async () => {
    expect((await checkWorkflows(workspace)).map(formatProblem)).toEqual([]);
  });
});

const at = 'packages/ci/test/fixtures/workflows';
const rootScripts = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts;
const docsScripts = (JSON.parse(readFileSync(`${root}/apps/docs/package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('a fixture workflow', () => {
  test.each([
    {
      given: 'missing-script.yml',
      want: [
        `${at}/missing-script.yml: checks / Everything (line 12): \`pnpm verify-everything\`: no script "verify-everything" in package.json (it has: ${Object.keys(rootScripts).join(', ')})`,
      ],
    },
    {
      given: 'missing-filtered-script.yml',
      want: [
        // The list of scripts the message offers is the docs package's own, read when the test runs.
        `${at}/missing-filtered-script.yml: e2e / All browser tests (line 9): \`pnpm --filter @paydocs/docs e2e:all\`: no script "e2e:all" in apps/docs/package.json (it has: ${Object.keys(docsScripts).join(', ')})`,
      ],
    },
    {
      given: 'missing-subcommand.yml',
      want: [
        `${at}/missing-subcommand.yml: spec / Build, then publish (line 9): \`pnpm spec publish\`: "publish" is not a subcommand (it has: lint, bundle, validate, types, gaps, build, samples)`,
      ],
    },
    {
      given: 'missing-file.yml',
      want: [
        `${at}/missing-file.yml: files / A node script (line 9): scripts/release-notes.ts does not exist in the repository`,
        `${at}/missing-file.yml: files / A shell script (line 11): scripts/deploy.sh does not exist in the repository`,
      ],
    },
    {
      given: 'missing-turbo-task.yml',
      want: [
        `${at}/missing-turbo-task.yml: turbo / Coverage (line 9): \`turbo run coverage\`: no task "coverage" in turbo.json and no selected package has that script`,
      ],
    },
    {
      given: 'invalid.yml',
      want: [`${at}/invalid.yml: parse: ${at}/invalid.yml (Line: 8, Col: 5): Unexpected value 'step'`],
    },
    {
      given: 'unknown-needs.yml',
      want: [`${at}/unknown-needs.yml: parse: ${at}/unknown-needs.yml (Line: 12, Col: 12): Job 'deploy' depends on unknown job 'build'.`],
    },
    {
      given: 'old-action.yml',
      want: [
        `${at}/old-action.yml: checkout: the job has no \`name:\`; a failure would show only its id`,
        `${at}/old-action.yml: checkout / actions/checkout@v4 (line 7): actions/checkout@v4: use actions/checkout@v7, its current major`,
        `${at}/old-action.yml: checkout / Tool the runner lacks (line 9): \`yarn\` is neither a repository command (pnpm, node, bash) nor a runner tool listed in packages/ci/src/command-check.ts`,
      ],
    },
    {
      given: 'gate-without-base.yml',
      want: [
        ...['paydocs-spec-diff report', 'node packages/spec-diff/src/cli.ts check'].map(
          (call) =>
            `${at}/gate-without-base.yml: gate / Report and gate on the default base (line 12): \`${call}\` compares with its default base ` +
            "(the merge base with main, absent in a pull request's checkout): pass `--base $" +
            '{{ github.event.pull_request.base.sha }}` (and check out with `fetch-depth: 0`), or `--released latest`',
        ),
        `${at}/gate-without-base.yml: shallow / Gate on the base without its history (line 26): \`node packages/spec-diff/src/cli.ts check --base\` ` +
          'needs the base in the history: check out with `fetch-depth: 0` in this job (it has the default, one commit)',
        `${at}/gate-without-base.yml: one-commit / Gate on the base with one commit fetched (line 35): \`node packages/spec-diff/src/cli.ts check --base\` ` +
          'needs the base in the history: check out with `fetch-depth: 0` in this job (it has `fetch-depth: 1`)',
      ],
    },
    { given: 'no-name.yml', want: [`${at}/no-name.yml: name: the file has no \`name:\``] },
    { given: 'ok.yml', want: [] },
  ])('$given', async ({ given, want }) => {
    expect(await problemsOf(given)).toEqual(want);
  });
});

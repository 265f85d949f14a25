// The pull-request comment the "Spec change" workflow posts, on a fixture change with one breaking change (an
// operation removed) and one additive change (an optional request field): the exact Markdown, run through the CLI
// command the workflow calls, and the verdict for each state of the branch's changesets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { COMMENT_MARKER, renderPrComment } from './report.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../test/fixtures/${name}`, import.meta.url));
const released = JSON.parse(readFileSync(fixture('base.json'), 'utf8'));
const baseline = { spec: released, label: 'the released spec (1.0.0)' };
const current = structuredClone(released);
delete current.paths['/checkouts'].get;
current.components.schemas.CheckoutCreateInput.properties.note = { type: 'string' };

const REPORT = `## API changes against the released spec (1.0.0)

**1 breaking** change(s): this needs a changeset bumping \`@paydocs/openapi\` by \`major\` (\`pnpm changeset\`).

0 warning(s) (reported, do not fail the gate) and 1 non-breaking change(s).

| what changed | breaking | warning | not breaking |
| --- | ---: | ---: | ---: |
| Operations and webhooks | 1 | 0 | 0 |
| Fields | 0 | 0 | 1 |

### Breaking

**Operations and webhooks**

- \`GET /checkouts\` was removed. (\`api-removed\`; \`#/paths/~1checkouts/get\` → \`#\`)

### Not breaking

**Fields**

- POST /checkouts, request body (application/json), property \`note\`: added. (\`request-body-property-added\`; \`#/components/schemas/CheckoutCreateInput\` → \`#/components/schemas/CheckoutCreateInput/properties/note\`)

Levels: breaking, warning, not breaking; ids are described in \`packages/spec-diff/README.md\`.
`;

const FAILS_NO_CHANGESET =
  '**Gate: fails.** 1 breaking change and no major changeset: a breaking change needs a changeset bumping `@paydocs/openapi` by ' +
  '`major`; no pending changeset names it. Run `pnpm changeset`, pick `@paydocs/openapi`, choose `major` and describe the change ' +
  'for clients, then push.';

describe('the pull-request comment', () => {
  test('the CLI prints the whole comment: marker, the missing major changeset, the report (given/want)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pr-comment-'));
    writeFileSync(join(dir, 'current.json'), JSON.stringify(current));
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const args = ['comment', '--released', fixture('base.json'), '--current', join(dir, 'current.json')];
    const stdout = execFileSync(process.execPath, [cli, ...args, '--changesets', fixture('changesets-none')], { encoding: 'utf8' });
    expect(stdout).toBe(`${COMMENT_MARKER}\n${FAILS_NO_CHANGESET}\n\n${REPORT}`);
  });

  test.each([
    { changesets: 'changesets-none', ok: false, verdict: FAILS_NO_CHANGESET },
    {
      changesets: 'changesets-minor',
      ok: false,
      verdict:
        '**Gate: fails.** 1 breaking change and no major changeset: a breaking change needs a changeset bumping `@paydocs/openapi` by `major`; the pending changesets bump it by `minor` only.',
    },
    {
      changesets: 'changesets-major',
      ok: true,
      verdict: '**Gate: passes.** 1 breaking change, and a pending changeset bumps `@paydocs/openapi` by `major`.',
    },
  ])('with $changesets the gate says ok=$ok', ({ changesets, ok, verdict }) => {
    const comment = renderPrComment(baseline, current, fixture(changesets), '@paydocs/openapi');
    expect(comment.ok).toBe(ok);
    expect(comment.markdown.split('\n')[1]).toContain(verdict);
    expect(comment.markdown.endsWith(REPORT)).toBe(true);
  });

  test('an additive change alone passes without a changeset', () => {
    const additive = structuredClone(released);
    additive.components.schemas.CheckoutCreateInput.properties.note = { type: 'string' };
    const comment = renderPrComment(baseline, additive, fixture('changesets-none'), '@paydocs/openapi');
    expect(comment.ok).toBe(true);
    expect(comment.markdown.split('\n').slice(0, 2)).toEqual([
      COMMENT_MARKER,
      '**Gate: passes.** No breaking change against the released spec (1.0.0).',
    ]);
  });

  // Against the branch's base, the changesets already there are the base's: a major among them does not pass the
  // branch's own breaking change, and the verdict says so.
  const onBranch = (changesetsAtBase: string[]) => ({
    spec: released,
    label: 'the base of this branch (abc1234)',
    baseChangesets: new Set(changesetsAtBase),
  });
  test.each([
    {
      name: "the base's pending major does not pass the branch's breaking change",
      baseline: onBranch(['brave-lions.md']),
      changesets: 'changesets-major',
      ok: false,
      verdict:
        '**Gate: fails.** 1 breaking change and no major changeset: a breaking change needs a changeset added on this branch bumping ' +
        "`@paydocs/openapi` by `major`; no changeset added on this branch names it. The base's own pending `major` changeset is for " +
        "the base's changes and does not count. Run `pnpm changeset`, pick `@paydocs/openapi`, choose `major` and describe the change " +
        'for clients, then push.',
    },
    {
      name: 'a major changeset added on the branch passes it',
      baseline: onBranch([]),
      changesets: 'changesets-major',
      ok: true,
      verdict: '**Gate: passes.** 1 breaking change, and a changeset added on this branch bumps `@paydocs/openapi` by `major`.',
    },
  ])('$name', ({ baseline: base, changesets, ok, verdict }) => {
    const comment = renderPrComment(base, current, fixture(changesets), '@paydocs/openapi');
    expect([comment.ok, comment.markdown.split('\n')[1]]).toEqual([ok, verdict]);
    expect(comment.markdown).toContain('## API changes against the base of this branch (abc1234)');
    expect(comment.markdown).toContain('this needs a changeset added on this branch bumping');
  });
});

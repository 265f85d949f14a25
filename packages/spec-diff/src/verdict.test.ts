// The gate's verdict sentence for each state (given/want): against a release or a branch's base, no break, a break with
// the major that counts, a break with a lower bump, none, and the base's own major that does not count.
import { describe, expect, test } from 'vitest';
import type { CheckResult } from './check.ts';
import type { Finding } from './finding.ts';
import { verdict } from './verdict.ts';

const PKG = '@p/openapi';
const breakOf = (n: number) => Array.from({ length: n }, () => ({ id: 'api-removed' }) as Finding);
const result = (fields: Omit<Partial<CheckResult>, 'breaking'> & { breaking: number }): CheckResult => ({
  ok: false,
  warnings: [],
  info: [],
  bump: undefined,
  ...fields,
  breaking: breakOf(fields.breaking),
});
const RUN = `Run \`pnpm changeset\`, pick \`${PKG}\`, choose \`major\` and describe the change for clients, then push.`;

describe('verdict', () => {
  test.each([
    { name: 'no break', given: result({ ok: true, breaking: 0 }), want: '**Gate: passes.** No breaking change against X.' },
    {
      name: 'a release: a pending major',
      given: result({ ok: true, breaking: 2, bump: 'major' }),
      want: `**Gate: passes.** 2 breaking changes, and a pending changeset bumps \`${PKG}\` by \`major\`.`,
    },
    {
      name: 'a release: only a minor',
      given: result({ breaking: 1, bump: 'minor' }),
      want: `**Gate: fails.** 1 breaking change and no major changeset: a breaking change needs a changeset bumping \`${PKG}\` by \`major\`; the pending changesets bump it by \`minor\` only. ${RUN}`,
    },
    {
      name: 'a branch: a major added on it',
      given: result({ ok: true, breaking: 1, bump: 'major', baseBump: undefined }),
      want: `**Gate: passes.** 1 breaking change, and a changeset added on this branch bumps \`${PKG}\` by \`major\`.`,
    },
    {
      name: "a branch: none added, the base's major",
      given: result({ breaking: 1, baseBump: 'major' }),
      want:
        `**Gate: fails.** 1 breaking change and no major changeset: a breaking change needs a changeset added on this branch bumping \`${PKG}\` by \`major\`; ` +
        `no changeset added on this branch names it. The base's own pending \`major\` changeset is for the base's changes and does not count. ${RUN}`,
    },
    {
      name: 'a branch: a patch added, nothing on the base',
      given: result({ breaking: 3, bump: 'patch', baseBump: undefined }),
      want: `**Gate: fails.** 3 breaking changes and no major changeset: a breaking change needs a changeset added on this branch bumping \`${PKG}\` by \`major\`; the changesets added on this branch bump it by \`patch\` only. ${RUN}`,
    },
  ])('$name', ({ given, want }) => {
    expect(verdict(given, PKG, 'X')).toBe(want);
  });
});

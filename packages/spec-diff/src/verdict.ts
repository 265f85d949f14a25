// The gate's verdict as one sentence, from the same result that sets the exit code, so what `check` prints, what the
// pull-request comment says and whether the job fails never disagree.
import type { CheckResult } from './check.ts';

export function verdict(gate: CheckResult, pkg: string, against: string): string {
  const n = gate.breaking.length;
  if (n === 0) return `**Gate: passes.** No breaking change against ${against}.`;
  const count = `${n} breaking change${n === 1 ? '' : 's'}`;
  const onBranch = 'baseBump' in gate;
  const added = onBranch ? 'a changeset added on this branch' : 'a changeset';
  if (gate.ok) return `**Gate: passes.** ${count}, and ${onBranch ? added : 'a pending changeset'} bumps \`${pkg}\` by \`major\`.`;
  const have = gate.bump
    ? `the ${onBranch ? 'changesets added on this branch' : 'pending changesets'} bump it by \`${gate.bump}\` only`
    : `no ${onBranch ? 'changeset added on this branch' : 'pending changeset'} names it`;
  const base =
    onBranch && gate.baseBump ? ` The base's own pending \`${gate.baseBump}\` changeset is for the base's changes and does not count.` : '';
  return [
    `**Gate: fails.** ${count} and no major changeset: a breaking change needs ${added} bumping \`${pkg}\` by \`major\`; ${have}.${base}`,
    `Run \`pnpm changeset\`, pick \`${pkg}\`, choose \`major\` and describe the change for clients, then push.`,
  ].join(' ');
}

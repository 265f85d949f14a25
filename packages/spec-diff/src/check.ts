// The gate: breaking changes against the released spec need a pending major changeset.
import { classify, type Change } from './classify.ts';
import { pendingBump, type Bump } from './changesets.ts';

export interface CheckResult {
  ok: boolean;
  breaking: Change[];
  additions: Change[];
  bump: Bump | undefined;
}

export function checkBreaking(released: object, current: object, changesetDir: string, pkg: string): CheckResult {
  const changes = classify(released, current);
  const breaking = changes.filter((c) => c.breaking);
  const bump = pendingBump(changesetDir, pkg);
  return { ok: breaking.length === 0 || bump === 'major', breaking, additions: changes.filter((c) => !c.breaking), bump };
}

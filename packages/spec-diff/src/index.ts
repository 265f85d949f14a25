export { classify, inputSchemas, type Change, type ChangeKind } from './classify.ts';
export { pendingBump, type Bump } from './changesets.ts';
export { checkBreaking, type CheckResult } from './check.ts';

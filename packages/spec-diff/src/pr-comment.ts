// The body of the one pull-request comment the "Spec change" workflow keeps up to date: a hidden marker (so the
// workflow finds and edits its own comment instead of adding one per push), the gate's verdict with its reason, and
// the change report `paydocs-spec-diff report` prints (the same report, against the same baseline, so the two never disagree).
import type { Baseline } from './baseline.ts';
import { checkBreaking } from './check.ts';
import { DEFAULT_CONFIG, type GateConfig } from './config.ts';
import { reportAgainst } from './report.ts';
import { verdict } from './verdict.ts';

/** Hidden in the rendered comment; `.github/scripts/upsert-comment.mjs` looks for it. */
export const COMMENT_MARKER = '<!-- paydocs-spec-diff -->';

export interface PrComment {
  markdown: string;
  /** False when the gate fails: breaking changes (or promoted warnings) without a major changeset that counts. */
  ok: boolean;
}

/** The comment of `current` against `baseline`; the arguments are the gate's (`checkBreaking`), whose verdict it carries. */
export function renderPrComment(
  baseline: Baseline,
  current: object,
  changesetDir: string,
  pkg: string,
  config: GateConfig = DEFAULT_CONFIG,
): PrComment {
  const gate = checkBreaking(baseline, current, changesetDir, pkg, config);
  const report = reportAgainst(current, baseline, config, pkg);
  return { markdown: [COMMENT_MARKER, verdict(gate, pkg, baseline.label), '', report].join('\n'), ok: gate.ok };
}

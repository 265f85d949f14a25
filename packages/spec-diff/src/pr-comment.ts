// The body of the one pull-request comment the "Spec change" workflow keeps up to date: a hidden marker (so the
// workflow finds and edits its own comment instead of adding one per push), the gate's verdict with its reason, and
// the change report `pnpm spec diff` prints (the same `reportAgainstReleased`, so the two never disagree).
import { checkBreaking } from './check.ts';
import { DEFAULT_CONFIG, type GateConfig } from './config.ts';
import { diffSpecs } from './diff.ts';
import { renderMarkdownReport } from './report.ts';

/** Hidden in the rendered comment; `.github/scripts/upsert-comment.mjs` looks for it. */
export const COMMENT_MARKER = '<!-- paydocs-spec-diff -->';

export interface PrComment {
  markdown: string;
  /** False when the gate fails: breaking changes (or promoted warnings) without a pending major changeset. */
  ok: boolean;
}

export interface PrCommentInput {
  released: object;
  current: object;
  /** The `.changeset` folder of the branch. */
  changesetDir: string;
  pkg: string;
  config?: GateConfig;
}

function verdict(ok: boolean, breaking: number, pkg: string, bump: string | undefined): string {
  if (breaking === 0) return '**Gate: passes.** No breaking change against the released spec.';
  const count = `${breaking} breaking change${breaking === 1 ? '' : 's'}`;
  if (ok) return `**Gate: passes.** ${count}, and a pending changeset bumps \`${pkg}\` by \`major\`.`;
  const pending = bump ? `the pending changesets bump it by \`${bump}\` only` : 'no pending changeset names it';
  return [
    `**Gate: fails.** ${count} and no major changeset: a breaking change needs a changeset bumping \`${pkg}\` by \`major\`; ${pending}.`,
    `Run \`pnpm changeset\`, pick \`${pkg}\`, choose \`major\` and describe the change for clients, then push.`,
  ].join(' ');
}

export function renderPrComment(input: PrCommentInput): PrComment {
  const config = input.config ?? DEFAULT_CONFIG;
  const gate = checkBreaking(input.released, input.current, input.changesetDir, input.pkg, config);
  const releasedVersion = (input.released as { info?: { version?: string } }).info?.version;
  const report = renderMarkdownReport(diffSpecs(input.released, input.current), { releasedVersion, pkg: input.pkg, config });
  const body = [COMMENT_MARKER, verdict(gate.ok, gate.breaking.length, input.pkg, gate.bump), '', report].join('\n');
  return { markdown: body, ok: gate.ok };
}

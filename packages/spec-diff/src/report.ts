// The change report a reviewer pastes into a pull request (`paydocs-spec-diff report`): what changed for clients against the
// branch's base (or a released spec), grouped by what it touches, each line saying whether it breaks clients. Markdown, no HTML.
// The one pull-request comment the "Spec change" workflow keeps up to date is that same report (so the two never
// disagree) after a hidden marker (the workflow finds and edits its own comment instead of adding one per push) and
// the gate's verdict with its reason.
import type { Baseline } from './baseline.ts';
import { byLevel, checkBreaking } from './check.ts';
import { OPERATION_CHECKS, SUBJECTS } from './checks.ts';
import { DEFAULT_CONFIG, type GateConfig, SPEC_PACKAGE } from './config.ts';
import { diffSpecs } from './diff.ts';
import type { Finding } from './finding.ts';
import { verdict } from './verdict.ts';

const CATEGORIES = [
  'Operations and webhooks',
  'Security',
  'Component schemas',
  'Parameters',
  'Request bodies',
  'Responses',
  'Fields',
  'Enum values',
  'Types and constraints',
] as const;

function categoryOf(id: string): (typeof CATEGORIES)[number] {
  if (/^(api-(removed|added|operation-id-changed)|webhook-(removed|added))$/.test(id)) return 'Operations and webhooks';
  if (id.startsWith('api-security-')) return 'Security';
  if (id.startsWith('api-schema-')) return 'Component schemas';
  if (id in OPERATION_CHECKS)
    return id.includes('parameter') ? 'Parameters' : id.startsWith('request-body') ? 'Request bodies' : 'Responses';
  const subject = SUBJECTS.find((s) => id.startsWith(`${s}-`));
  const check = subject ? id.slice(subject.length + 1) : id;
  if (check.includes('enum')) return 'Enum values';
  if (/property|required|optional|read-only|write-only/.test(check)) return 'Fields';
  return 'Types and constraints';
}

const LABEL = { breaking: 'breaking', warning: 'warning', info: 'not breaking' } as const;

function line(f: Finding & { promoted?: boolean }): string {
  const where = f.before === f.after ? `\`${f.after}\`` : `\`${f.before}\` → \`${f.after}\``;
  return `- ${f.message} (\`${f.id}\`${f.promoted ? ', promoted to breaking by the gate config' : ''}; ${where})`;
}

export interface ReportOptions {
  /** What the spec is compared with, for the heading: a Baseline's label (`the released spec (2.0.0)`). */
  against: string;
  /** Compared with the branch's base: the major changeset must be added on the branch. */
  branch?: boolean;
  pkg: string;
  config?: GateConfig;
}

export function renderMarkdownReport(findings: Finding[], options: ReportOptions): string {
  const { breaking, warnings, info } = byLevel(findings, options.config ?? DEFAULT_CONFIG);
  const levels = [
    ['Breaking', breaking],
    ['Warnings', warnings],
    ['Not breaking', info],
  ] as const;
  const out: string[] = [`## API changes against ${options.against}`, ''];
  if (findings.length === 0) {
    out.push('No change a client can observe.');
    return `${out.join('\n')}\n`;
  }
  out.push(
    breaking.length > 0
      ? `**${breaking.length} breaking** change(s): this needs a changeset${options.branch ? ' added on this branch' : ''} bumping \`${options.pkg}\` by \`major\` (\`pnpm changeset\`).`
      : '**No breaking change.**',
    '',
    `${warnings.length} warning(s) (reported, do not fail the gate) and ${info.length} non-breaking change(s).`,
    '',
    '| what changed | breaking | warning | not breaking |',
    '| --- | ---: | ---: | ---: |',
  );
  for (const title of CATEGORIES) {
    const counts = levels.map(([, group]) => group.filter((f) => categoryOf(f.id) === title).length);
    if (counts.some((n) => n > 0)) out.push(`| ${title} | ${counts.join(' | ')} |`);
  }
  for (const [title, group] of levels) {
    if (group.length === 0) continue;
    out.push('', `### ${title}`);
    for (const category of CATEGORIES) {
      const items = group.filter((f) => categoryOf(f.id) === category);
      if (items.length === 0) continue;
      out.push('', `**${category}**`, '', ...items.map(line));
    }
  }
  out.push('', `Levels: ${Object.values(LABEL).join(', ')}; ids are described in \`packages/spec-diff/README.md\`.`);
  return `${out.join('\n')}\n`;
}

/** The report of `current` against its baseline (the branch's base or a release): `report` prints it, the comment carries it. */
export function reportAgainst(current: object, baseline: Baseline, config: GateConfig = DEFAULT_CONFIG, pkg = SPEC_PACKAGE): string {
  const branch = baseline.baseChangesets !== undefined;
  return renderMarkdownReport(diffSpecs(baseline.spec, current), { against: baseline.label, branch, pkg, config });
}

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

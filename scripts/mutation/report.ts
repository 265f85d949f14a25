// Reads a Stryker JSON report (mutation-testing-report-schema) and the package's list of accepted survivors, and
// counts what the score is made of. The score is Stryker's own: detected (killed + timed out) over valid mutants
// (detected + survived + no coverage); mutants Stryker ignored (static ones, see README) and those that did not
// compile or crashed the runner are not valid and not counted.
import { existsSync, readFileSync, statSync } from 'node:fs';

type Status = 'Killed' | 'Survived' | 'Timeout' | 'NoCoverage' | 'Ignored' | 'CompileError' | 'RuntimeError' | 'Pending';

interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: Status;
  location: { start: { line: number; column: number } };
}

interface StrykerReport {
  files: Record<string, { mutants: ReportMutant[] }>;
}

export interface Survivor {
  /** `file:line:column`, the file relative to the package. */
  where: string;
  mutator: string;
  replacement: string;
  status: 'Survived' | 'NoCoverage';
  /** Why it is left alive, from the package's survivor list; undefined when nobody has said. */
  reason?: string;
}

export interface PackageScore {
  mutants: number;
  killed: number;
  survived: number;
  timeout: number;
  noCoverage: number;
  ignored: number;
  errors: number;
  /** Mutants a run interrupted before testing (a partial incremental file): the score covers only the others. */
  untested: number;
  /** The figures come from an interrupted run's incremental file: only the mutants it reached are counted. */
  partial: boolean;
  /** The file the figures come from. */
  source: string;
  /** Percent, one decimal; NaN when no valid mutant. */
  score: number;
  survivors: Survivor[];
}

/**
 * Accepted survivors: Markdown table rows `| file:line | Mutator | reason |` (the survivor list beside the config).
 * Keyed by file, line and mutator, so a line that moves shows up as unexplained until the list is updated.
 */
export function parseSurvivorList(markdown: string): Map<string, string> {
  const reasons = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    // `\|` is a pipe inside a cell (Markdown's escape), not a cell border.
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'));
    // | `src/x.ts:12` | ConditionalExpression | reason |  ->  ['', '`src/x.ts:12`', 'ConditionalExpression', 'reason', '']
    if (cells.length < 5 || !/^`?[\w./-]+:\d+`?$/.test(cells[1]!)) continue;
    reasons.set(`${cells[1]!.replaceAll('`', '')} ${cells[2]}`, cells[3]!);
  }
  return reasons;
}

/**
 * The newest of the JSON report (a finished run) and the incremental file (same schema; Stryker saves it when a run
 * is interrupted, with the mutants it had not reached still `Pending`), so an interrupted run shows what it measured.
 */
function newestReport(reportFile: string, incrementalFile: string): string {
  if (!existsSync(reportFile) && !existsSync(incrementalFile)) throw new Error(`${reportFile} is missing: Stryker has not run here yet`);
  if (!existsSync(reportFile)) return incrementalFile;
  if (!existsSync(incrementalFile)) return reportFile;
  // A finished run writes both within a second; an incremental file much newer than the report is an interrupted run.
  return statSync(incrementalFile).mtimeMs - statSync(reportFile).mtimeMs > 10_000 ? incrementalFile : reportFile;
}

export function scoreReport(reportFile: string, incrementalFile: string, survivorListFile: string): PackageScore {
  const source = newestReport(reportFile, incrementalFile);
  const report = JSON.parse(readFileSync(source, 'utf8')) as StrykerReport;
  const reasons = existsSync(survivorListFile) ? parseSurvivorList(readFileSync(survivorListFile, 'utf8')) : new Map();
  const score: PackageScore = {
    mutants: 0,
    killed: 0,
    survived: 0,
    timeout: 0,
    noCoverage: 0,
    ignored: 0,
    errors: 0,
    untested: 0,
    partial: source === incrementalFile,
    source,
    score: Number.NaN,
    survivors: [],
  };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      score.mutants++;
      if (mutant.status === 'Killed') score.killed++;
      else if (mutant.status === 'Timeout') score.timeout++;
      else if (mutant.status === 'Ignored') score.ignored++;
      else if (mutant.status === 'Pending') score.untested++;
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        if (mutant.status === 'Survived') score.survived++;
        else score.noCoverage++;
        const { line, column } = mutant.location.start;
        score.survivors.push({
          where: `${file}:${line}:${column}`,
          mutator: mutant.mutatorName,
          replacement: (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80),
          status: mutant.status,
          reason: reasons.get(`${file}:${line} ${mutant.mutatorName}`),
        });
      } else score.errors++;
    }
  }
  const detected = score.killed + score.timeout;
  const valid = detected + score.survived + score.noCoverage;
  score.score = valid === 0 ? Number.NaN : Math.round((detected / valid) * 1000) / 10;
  return score;
}

// What the live spec preview knows about the spec right now, merged from the two workers'
// replies (spec-worker.ts): only replies to the latest save count, so a slow check of an older
// save never overwrites a newer bundle's result. Pure, so it is unit-tested.
import type { WorkerReply } from './spec-worker.ts';

/** Where the banner (status-banner.ts) asks for the status, and the HMR event that pushes it. */
export const STATUS_PATH = '/__paydocs/spec-status';
export const STATUS_EVENT = 'paydocs:spec-status';

export interface SpecStatus {
  /** Number of the save this status describes (0: the build at start-up). */
  id: number;
  /** The bundle of this save was written: the page shows it. */
  written: boolean;
  /** Milliseconds from the start of the rebuild to the written bundle. */
  bundleMs?: number;
  /** Bundling problems (bundle not written), then lint and example problems once checked. */
  problems: string[];
  /** Lint has finished for this save (example problems arrive before it, as `examples`). */
  checked: boolean;
}

export const initialStatus = (id: number): SpecStatus => ({ id, written: false, problems: [], checked: false });

export function applyReply(status: SpecStatus, reply: WorkerReply): SpecStatus {
  if (reply.id !== status.id) return status;
  if (reply.kind === 'bundled') {
    return {
      ...status,
      written: reply.written,
      bundleMs: Math.round(reply.ms),
      problems: [...new Set([...reply.problems, ...status.problems])],
    };
  }
  return { ...status, checked: reply.kind === 'checked', problems: [...new Set([...status.problems, ...reply.problems])] };
}

/** `spec/**\/*.yaml` minus build output and config: the files whose change needs a rebuild. */
export function isSpecSource(relativePath: string): boolean {
  const rel = relativePath.split('\\').join('/');
  return (
    !rel.startsWith('../') && /\.ya?ml$/.test(rel) && !/^(dist|released|node_modules)\//.test(rel) && !/(^|\/)redocly\.yaml$/.test(rel)
  );
}

/**
 * The terminal line for an examples or lint reply: its problems (the same strings the banner lists), "examples valid"
 * or "lint clean" only when they ran, else why they did not.
 */
export function checkLine(reply: Extract<WorkerReply, { kind: 'examples' | 'checked' }>): string {
  const what = reply.kind === 'examples' ? 'examples' : 'lint';
  const ms = `${Math.round(reply.ms)} ms`;
  if (reply.skipped) return `spec: ${what} not checked: ${reply.skipped}`;
  if (reply.problems.length === 0) return `spec: ${reply.kind === 'examples' ? 'examples valid' : 'lint clean'} (${ms})`;
  return `spec: ${what}, ${reply.problems.length} problem(s) (${ms}):\n  ${reply.problems.join('\n  ')}`;
}

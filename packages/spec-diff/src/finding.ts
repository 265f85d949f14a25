// A finding of the comparison, and the context that collects them. Findings are keyed by id and the pointers on both
// sides, so a component schema used by twenty operations is reported once (at the component), not twenty times.
import { levelOf, type Level } from './checks.ts';
import type { OpenApiDocument } from './document.ts';

export interface Finding {
  /** Check id from the catalogue (`checks.ts`), e.g. `response-success-status-removed`. */
  id: string;
  level: Level;
  /** JSON pointer in the released (before) document; for an addition, the nearest parent that exists there. */
  before: string;
  /** JSON pointer in the current (after) document; for a removal, the nearest parent that exists there. */
  after: string;
  /** The first operation or webhook the finding was met under (`POST /checkouts`), when there is one. */
  where?: string;
  /** One sentence a reviewer understands. */
  message: string;
}

export class DiffContext {
  readonly findings = new Map<string, Finding>();
  /** Schema pairs already compared (per subject): stops `$ref` cycles and repeats. */
  readonly compared = new Set<string>();
  where: string | undefined;
  readonly before: OpenApiDocument;
  readonly after: OpenApiDocument;

  constructor(before: OpenApiDocument, after: OpenApiDocument) {
    this.before = before;
    this.after = after;
  }

  add(id: string, before: string, after: string, message: string): void {
    const level = levelOf(id);
    if (!level) throw new Error(`spec-diff: finding id "${id}" is not in the check catalogue (src/checks.ts)`);
    const key = `${id}|${before}|${after}`;
    if (this.findings.has(key)) return;
    this.findings.set(key, { id, level, before, after, ...(this.where ? { where: this.where } : {}), message });
  }

  /** `add` with the message said of the current operation or webhook: `POST /checkouts: <sentence>`. */
  say(id: string, before: string, after: string, sentence: string): void {
    this.add(id, before, after, `${this.where}: ${sentence}`);
  }
}

/** Walks the keys of two versions: `removed` for a key only before, `kept` for one on both sides, `added` for one only after. */
export function pairUp<T>(
  was: Map<string, T> | Record<string, T>,
  now: Map<string, T> | Record<string, T>,
  on: { removed?: (b: T, key: string) => void; kept?: (b: T, a: T, key: string) => void; added?: (a: T, key: string) => void },
): void {
  const [before, after] = [was, now].map((m) => (m instanceof Map ? m : new Map(Object.entries(m)))) as [Map<string, T>, Map<string, T>];
  for (const [key, b] of before) {
    const a = after.get(key);
    if (a === undefined) on.removed?.(b, key);
    else on.kept?.(b, a, key);
  }
  for (const [key, a] of after) if (!before.has(key)) on.added?.(a, key);
}

/** Breaking first: the order of findings, groups and changes everywhere they are listed. */
export const LEVEL_ORDER: Record<Level, number> = { breaking: 0, warning: 1, info: 2 };

export function sortFindings<F extends Omit<Finding, 'where'>>(findings: Iterable<F>): F[] {
  return [...findings].sort(
    (a, b) =>
      LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] ||
      a.id.localeCompare(b.id) ||
      a.after.localeCompare(b.after) ||
      a.before.localeCompare(b.before),
  );
}

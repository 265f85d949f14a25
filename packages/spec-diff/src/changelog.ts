// The API changelog as one model: each release compared with the one before it (and `main` with the newest release)
// by the same comparison as the breaking-change gate, its findings grouped by what they touch (an operation, a
// webhook, a component with the operations that use it), breaking groups first, with the changesets' own words.
// The site renders this model as HTML, Markdown, JSON Feed and Atom; the MCP server answers `changes_since` from it.
import { type Bump, highest } from './changesets.ts';
import type { Level } from './checks.ts';
import { isHttpMethod, parsePointer, refsUnder } from '@paydocs/spec-access';
import { major, minor } from 'semver';
import { withConfig } from './check.ts';
import { asJson, type Json, OpenApiDocument } from './document.ts';
import { diffSpecs } from './diff.ts';
import { type Finding, LEVEL_ORDER, sortFindings } from './finding.ts';
import type { ReleaseNote } from './release-notes.ts';
import { compareVersions } from './releases.ts';

/** An operation or webhook a change touches, with what the reference needs to link it. */
export interface OperationRef {
  kind: 'operation' | 'webhook';
  /** `POST /payments`, or `webhook payment.created`. */
  key: string;
  method: string;
  /** The path, or the webhook's event name. */
  path: string;
  operationId?: string;
}

export type Subject =
  | OperationRef
  | { kind: 'component'; key: string; section: string; name: string }
  | { kind: 'document'; key: 'document' };

/** A finding as the changelog lists it (its level after the gate config), without the operation it was met under. */
export type Change = Omit<Finding, 'where'>;

export interface ChangeGroup {
  subject: Subject;
  /** The highest level among its changes. */
  level: Level;
  changes: Change[];
  /** For a component: the operations and webhooks (of either side) that use it; empty otherwise. */
  affects: OperationRef[];
}

export interface ReleaseChanges {
  /** null for the unreleased changes on main. */
  version: string | null;
  /** The release compared against; null for the first release. */
  previous: string | null;
  /** ISO 8601; null when unreleased. */
  date: string | null;
  /** The bump of the release (from the versions), or the highest pending bump when unreleased. */
  bump: Bump | null;
  notes: ReleaseNote[];
  /**
   * Set when every note of the release is a correction (`Correction:`): its changes are corrections of the
   * description, listed apart from API changes ("the API did not change; the description now says...").
   */
  correction?: true;
  counts: Record<Level, number>;
  groups: ChangeGroup[];
}

export interface Changelog {
  unreleased: ReleaseChanges | null;
  /** Newest first. */
  releases: ReleaseChanges[];
}

export interface ReleaseInput {
  version: string;
  date: string;
  spec: object;
  notes: ReleaseNote[];
}

export interface ChangelogInput {
  releases: ReleaseInput[];
  /** The spec on main and its pending changesets; omitted when only releases are wanted. */
  current?: { spec: object; notes: ReleaseNote[] };
  /** Check ids the gate config promotes to breaking. */
  promote?: string[];
}

const KIND_RANK: Record<Subject['kind'], number> = { operation: 0, webhook: 1, component: 2, document: 3 };

/** What a pointer sits under, or undefined for a pointer above any operation or component. */
function subjectAt(pointer: string): Subject | undefined {
  // A `#/...` pointer (percent-decoded as refs are) never fails to parse; anything else (an external ref) sits under nothing.
  const [section, name, method] = pointer.startsWith('#/') ? parsePointer(pointer) : [];
  if (section === 'paths' && name && method && isHttpMethod(method)) {
    return { kind: 'operation', key: `${method.toUpperCase()} ${name}`, method, path: name };
  }
  if ((section === 'webhooks' || section === 'x-webhooks') && name && method && isHttpMethod(method)) {
    return { kind: 'webhook', key: `webhook ${name}`, method, path: name };
  }
  if (section === 'components' && name && method) return { kind: 'component', key: `${name}/${method}`, section: name, name: method };
  return undefined;
}

interface DocumentIndex {
  /** Operation key -> its ref (with the operationId). */
  operations: Map<string, OperationRef>;
  /** `schemas/Payment` -> the operations that reach it through `$ref`s. */
  users: Map<string, OperationRef[]>;
}

/** Every component a `$ref` under a node names (not followed), keyed as its subject is (`schemas/Payment`). */
function directRefs(node: unknown): Set<string> {
  const subjects = refsUnder(node).map(({ value }) => subjectAt(value));
  return new Set(subjects.flatMap((s) => (s?.kind === 'component' ? [s.key] : [])));
}

function indexDocument(raw: object): DocumentIndex {
  const refsOf = new Map<string, Set<string>>();
  for (const [section, entries] of Object.entries(asJson((raw as Json).components))) {
    for (const [name, node] of Object.entries(asJson(entries))) refsOf.set(`${section}/${name}`, directRefs(node));
  }
  const operations = new Map<string, OperationRef>();
  const users = new Map<string, OperationRef[]>();
  for (const { key, webhook, method, path, op, parameters } of new OpenApiDocument(raw as Json).operations().values()) {
    const operationId = typeof op.node.operationId === 'string' ? { operationId: op.node.operationId } : {};
    const ref: OperationRef = { kind: webhook ? 'webhook' : 'operation', key, method, path, ...operationId };
    operations.set(key, ref);
    // Every component reached through `$ref`s: a Set's iteration also visits what is added to it while iterating.
    const reached = new Set([...directRefs(op.node), ...parameters.flatMap((p) => [...directRefs(p.node)])]);
    for (const component of reached) {
      for (const next of refsOf.get(component) ?? []) reached.add(next);
      users.set(component, [...(users.get(component) ?? []), ref]);
    }
  }
  return { operations, users };
}

/** The bump from `previous` to `version` by their major and minor numbers (a pre-release counts as its release). */
const versionBump = (previous: string | null, version: string): Bump | null =>
  !previous ? null : major(previous) !== major(version) ? 'major' : minor(previous) !== minor(version) ? 'minor' : 'patch';

/** Findings grouped by subject, each group and each change ordered breaking first. */
export function groupFindings(findings: Finding[], before: object, after: object, promote: string[] = []): ChangeGroup[] {
  const [b, a] = [indexDocument(before), indexDocument(after)];
  const groups = new Map<string, ChangeGroup>();
  for (const f of withConfig(findings, { promote })) {
    // Where the pointers sit, else the operation the finding was met under (a path-level parameter, inherited security).
    const at = subjectAt(f.after) ?? subjectAt(f.before);
    const key = at?.key ?? f.where ?? 'document';
    const subject: Subject = a.operations.get(key) ?? b.operations.get(key) ?? at ?? { kind: 'document', key: 'document' };
    const { id, level, message, before, after } = f;
    const group = groups.get(subject.key) ?? { subject, level, changes: [], affects: [] };
    group.changes.push({ id, level, message, before, after });
    if (LEVEL_ORDER[level] < LEVEL_ORDER[group.level]) group.level = level;
    groups.set(subject.key, group);
  }
  for (const group of groups.values()) {
    group.changes = sortFindings(group.changes);
    const { subject } = group;
    if (subject.kind === 'component') {
      const component = `${subject.section}/${subject.name}`;
      // One ref per operation, the current document's when both have it (set last, it wins).
      const byKey = new Map([...(b.users.get(component) ?? []), ...(a.users.get(component) ?? [])].map((ref) => [ref.key, ref]));
      group.affects = [...byKey.values()].sort((x, y) => KIND_RANK[x.kind] - KIND_RANK[y.kind] || x.key.localeCompare(y.key));
    }
  }
  return [...groups.values()].sort(
    (x, y) =>
      LEVEL_ORDER[x.level] - LEVEL_ORDER[y.level] ||
      KIND_RANK[x.subject.kind] - KIND_RANK[y.subject.kind] ||
      x.subject.key.localeCompare(y.subject.key),
  );
}

/** A release (or the unreleased state) with its changes against `previous` (none for the first release). */
function entry(
  fields: Pick<ReleaseChanges, 'version' | 'date' | 'bump' | 'notes'>,
  previous: ReleaseInput | undefined,
  spec: object,
  promote: string[],
): ReleaseChanges {
  const groups = previous ? groupFindings(diffSpecs(previous.spec, spec), previous.spec, spec, promote) : [];
  const counts: Record<Level, number> = { breaking: 0, warning: 0, info: 0 };
  for (const g of groups) for (const c of g.changes) counts[c.level]++;
  const { notes } = fields;
  // Corrections of the description only when every note (and there is at least one) is one.
  const correction = notes.length > 0 && notes.every((n) => n.correction) ? { correction: true as const } : {};
  return { ...fields, ...correction, previous: previous?.version ?? null, counts, groups };
}

/** The changelog of `releases` (any order), newest first, and the unreleased changes of `current`. */
export function buildChangelog(input: ChangelogInput): Changelog {
  const promote = input.promote ?? [];
  const ordered = [...input.releases].sort((x, y) => compareVersions(x.version, y.version));
  const releases = ordered.map(({ version, date, notes, spec }, i) => {
    const previous = ordered[i - 1];
    return entry({ version, date, bump: versionBump(previous?.version ?? null, version), notes }, previous, spec, promote);
  });
  const { current } = input;
  const bump = highest(current?.notes.map((n) => n.bump) ?? []) ?? null;
  const next = current && entry({ version: null, date: null, bump, notes: current.notes }, ordered.at(-1), current.spec, promote);
  const unreleased = next && (next.groups.length > 0 || next.notes.length > 0) ? next : null;
  return { unreleased, releases: releases.reverse() };
}

/**
 * The releases that changed each operation or webhook (keyed `POST /payments`, `webhook payment.created`), newest
 * first: directly, or through a component it uses. The reference shows "Changed in" from it.
 */
export function changedIn(changelog: Changelog): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const release of changelog.releases) {
    if (!release.version) continue;
    const keys = new Set<string>();
    for (const group of release.groups) {
      if (group.subject.kind === 'operation' || group.subject.kind === 'webhook') keys.add(group.subject.key);
      for (const ref of group.affects) keys.add(ref.key);
    }
    for (const key of keys) out.set(key, [...(out.get(key) ?? []), release.version]);
  }
  return out;
}

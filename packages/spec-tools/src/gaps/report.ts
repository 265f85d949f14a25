// The gap report as text for the API team: grouped by resource, one line per open question with
// file:line (relative to the working directory) so each can be answered by editing that spot.
import path from 'node:path';
import type { Gap, GapKind } from './collect.ts';
import type { ResourceIndex } from './resources.ts';

export const KIND_LABELS: Record<GapKind, string> = {
  'not-documented': 'not documented',
  assumption: 'assumption',
  'inferred-status': 'inferred status',
  transitions: 'transitions',
};

export interface PlacedGap extends Gap {
  resource: string;
  place: string;
}

export function placeGaps(gaps: Gap[], index: ResourceIndex): PlacedGap[] {
  return gaps.map((g) => ({ ...g, resource: index.resourceOf(g.file), place: index.placeOf(g.file, g.pointer) }));
}

// Resources in alphabetical order, with the catch-alls last so the owned ones read first.
const LAST = ['Shared', 'API-wide', 'Unreferenced'];

/** The gaps by resource in report order (the report's and the site's page's groups): each group in the gaps' order. */
export function byResource<G extends Pick<PlacedGap, 'resource'>>(gaps: G[]): [string, G[]][] {
  const groups = new Map<string, G[]>();
  for (const g of gaps) groups.set(g.resource, [...(groups.get(g.resource) ?? []), g]);
  return [...groups].sort(([a], [b]) => LAST.indexOf(a) - LAST.indexOf(b) || a.localeCompare(b));
}

export function countByKind(gaps: Gap[]): Record<GapKind, number> {
  const counts: Record<GapKind, number> = { 'not-documented': 0, assumption: 0, 'inferred-status': 0, transitions: 0 };
  for (const g of gaps) counts[g.kind]++;
  return counts;
}

export function summarize(gaps: Gap[]): string {
  const c = countByKind(gaps);
  const files = new Set(gaps.map((g) => g.file)).size;
  return `${gaps.length} open questions in ${files} files: ${c['not-documented']} not documented, ${c.assumption} assumptions, ${c['inferred-status']} inferred statuses, ${c.transitions} state machines not fully documented`;
}

export function formatReport(gaps: PlacedGap[], cwd: string = process.cwd()): string[] {
  const lines: string[] = [];
  for (const [resource, items] of byResource(gaps)) {
    lines.push(`${resource} (${items.length})`);
    for (const g of items) {
      const where = `${path.relative(cwd, g.file) || g.file}:${g.line}`;
      const assumed = g.assumed ? ` [assumed: ${g.assumed}]` : '';
      lines.push(`  ${where}  ${KIND_LABELS[g.kind]}  ${g.place}: ${g.question}${assumed}`);
    }
    lines.push('');
  }
  return lines;
}

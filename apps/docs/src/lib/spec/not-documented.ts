// The page of what the API does not document yet (/api-spec/not-documented): the open questions
// `pnpm spec gaps` reports (findGaps of @paydocs/spec-tools/gaps, read from the split YAML beside the
// bundle, so the page and the report are the same list), grouped by resource as the report groups
// them, each with the place in the API it is about and a link to where the reference shows it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isHttpMethod, parsePointer, withBase } from '@paydocs/spec-access';
import { byResource, findGaps, type PlacedGap } from '@paydocs/spec-tools/gaps';
import { API_SPEC_PATH, NOT_DOCUMENTED_PATH, parameterAnchor, responseAnchor, schemaAnchor, slugify, webhookAnchor } from './anchors.ts';
import type { SpecModel } from './spec-model.ts';

export interface GapItem {
  /** What is not documented, as a phrase ("its format."). */
  question: string;
  /** The value the reference uses meanwhile, if any. */
  assumed: string | undefined;
  /** `question` is a statement of the reference that `assumed` qualifies, not an open question. */
  stated: boolean;
  /** Where it applies, in reader terms: "`Report` field `scheduled_at`", "POST /payments". */
  where: string;
  /** The reference anchor's URL, base included. */
  href: string;
}

export interface GapGroup {
  resource: string;
  /** Heading id, e.g. `gaps-payments`. */
  id: string;
  items: GapItem[];
}

const RESOURCE_TITLES: Record<string, string> = { Shared: 'Used by several resources', 'API-wide': 'The whole API' };

/** The split root (`openapi.yaml`) beside the bundle's `dist/`; fails naming both when it is missing. */
export function splitRootOf(bundleFile: string): string {
  const root = path.resolve(path.dirname(bundleFile), '..', 'openapi.yaml');
  if (!existsSync(root)) throw new Error(`${NOT_DOCUMENTED_PATH}: no split spec at ${root} beside the bundle ${bundleFile}`);
  return root;
}

/** A field path from a schema pointer: `/properties/a/properties/b/description` -> `a.b`. */
function fieldOf(pointer: string): string | undefined {
  const tokens = pointer.startsWith('/') ? parsePointer(pointer) : [];
  const names: string[] = [];
  for (let i = 0; i < tokens.length - 1; i++) if (tokens[i] === 'properties') names.push(tokens[++i]!);
  return names.length ? names.join('.') : undefined;
}

/** Where a gap applies: a label and the anchor of the reference that shows it. */
export function whereOf(model: SpecModel, gap: Pick<PlacedGap, 'place'>): { where: string; anchor: string | undefined } {
  const [head = '', ...rest] = gap.place.split(' ');
  const pointer = rest.slice(1).join(' ');
  if (isHttpMethod(head.toLowerCase())) {
    return { where: `${head} ${rest[0]}`, anchor: model.operationAt(head, rest[0] ?? '')?.anchor };
  }
  const onPath = head.startsWith('/') ? model.operations().find((o) => o.path === head) : undefined;
  if (onPath) return { where: head, anchor: onPath.anchor };
  const name = rest[0] ?? '';
  if (head === 'webhook') return { where: `webhook ${name}`, anchor: webhookAnchor(name) };
  if (head === 'schema') {
    const field = fieldOf(pointer);
    const value = /\/x-enum-descriptions\/([^/]+)/.exec(pointer)?.[1];
    const label = field ? `\`${name}\` field \`${field}\`` : value ? `\`${name}\` value \`${value}\`` : `\`${name}\``;
    return { where: label, anchor: model.hasSchema(name) ? schemaAnchor(name) : undefined };
  }
  if (head === 'parameter') return { where: `parameter \`${name}\``, anchor: parameterAnchor(name) };
  if (head === 'response') return { where: `response \`${name}\``, anchor: responseAnchor(name) };
  return { where: 'the API as a whole', anchor: undefined };
}

/** The page's groups: every gap once, by resource (owned resources first), in report order. */
export function gapGroups(model: SpecModel, gaps: PlacedGap[]): GapGroup[] {
  const item = (gap: PlacedGap): GapItem => {
    const { where, anchor } = whereOf(model, gap);
    const href = anchor ? model.href(anchor) : withBase(model.base, API_SPEC_PATH);
    return { question: gap.question, assumed: gap.assumed, stated: gap.stated === true, where, href };
  };
  return byResource(gaps).map(([resource, group]) => ({
    resource: RESOURCE_TITLES[resource] ?? resource,
    id: `gaps-${slugify(resource)}`,
    items: group.map(item),
  }));
}

/** The open questions of the spec whose bundle the site renders. */
export function siteGaps(bundleFile: string): PlacedGap[] {
  return findGaps(splitRootOf(bundleFile));
}

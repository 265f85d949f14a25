// The operations pane of the reference (ReferencePane.astro) and the previous/next links at the end of an
// operation's page, from the reference's page layout (reference-pages.ts): the overview, each tag with its
// operations (method and summary) in spec order, the webhooks and the schemas, with the page being read marked.
// Server-rendered on every /api-spec page, so the list needs no JavaScript; a persistent list of operations is
// what Stripe, Redoc, Scalar and starlight-openapi give readers to go from one operation to the next.
import { API_SPEC_PATH } from './anchors.ts';
import type { ReferenceLayout } from './reference-pages.ts';
import type { HttpMethod } from '@paydocs/spec-access';

export interface PaneOperation {
  /** Path of its page, without the site's base. */
  path: string;
  method: HttpMethod;
  /** Its summary, else `METHOD /path`. */
  label: string;
  current: boolean;
}

export interface PaneGroup {
  name: string;
  /** Path of the tag's page. */
  path: string;
  current: boolean;
  operations: PaneOperation[];
}

export interface PaneSection {
  label: string;
  path: string;
  current: boolean;
}

export interface ReferencePaneView {
  /** The overview first, then the webhooks and the schemas (their first page). */
  sections: PaneSection[];
  groups: PaneGroup[];
}

/** The pane as seen from the page at `currentPath` (the overview is API_SPEC_PATH; a slice of the schemas marks "Schemas"). */
export function referencePane(layout: ReferenceLayout, currentPath: string): ReferencePaneView {
  const sections: PaneSection[] = [{ label: 'Overview', path: API_SPEC_PATH, current: currentPath === API_SPEC_PATH }];
  for (const [kind, label] of [
    ['webhooks', 'Webhooks'],
    ['schemas', 'Schemas'],
  ] as const) {
    const pages = layout.pages.filter((p) => p.kind === kind);
    if (pages[0]) sections.push({ label, path: pages[0].path, current: pages.some((p) => p.path === currentPath) });
  }
  const groups: PaneGroup[] = [];
  for (const page of layout.pages) {
    if (page.kind === 'tag') groups.push({ name: page.group.name, path: page.path, current: page.path === currentPath, operations: [] });
    else if (page.kind === 'operation') {
      const { path, title: label, operation } = page;
      groups.at(-1)?.operations.push({ path, method: operation.method, label, current: path === currentPath });
    }
  }
  return { sections, groups };
}

/** The operations before and after the one at `currentPath`, in the pane's order (across tags); none for another page. */
export function operationNeighbours(layout: ReferenceLayout, currentPath: string): { previous?: PaneOperation; next?: PaneOperation } {
  const operations = referencePane(layout, currentPath).groups.flatMap((group) => group.operations);
  const at = operations.findIndex((operation) => operation.current);
  return at < 0 ? {} : { previous: operations[at - 1], next: operations[at + 1] };
}

// The bundled spec, read once at build time through the @paydocs/openapi package export (never a
// sibling path, never the network). `pnpm spec build` writes it; a missing file fails the build here.
import bundled from '@paydocs/openapi/openapi.json';
import { setReferencePageResolver } from './anchors.ts';
import { setChangeHistory } from './change-history.ts';
import { changeHistoryOf } from '../changelog/site-changelog.ts';
import { referenceLayout, type ReferenceLayout } from './reference-pages.ts';
import { createSpecModel, type SpecModel } from './spec-model.ts';
import type { OpenApiDocument } from './types.ts';

export const spec: SpecModel = createSpecModel(bundled as unknown as OpenApiDocument, '@paydocs/openapi/openapi.json');

// Which page of the reference holds an anchor: computed on first use (one page for our spec).
let layout: ReferenceLayout | undefined;
let computing = false;
export function referencePages(): ReferenceLayout {
  if (!layout) {
    computing = true;
    try {
      layout = referenceLayout(spec);
    } finally {
      computing = false;
    }
  }
  return layout;
}
// While the layout is computed, summaries it builds ask for hrefs too: they get /api-spec (their
// hrefs are not what the reference pages render; those use anchors).
setReferencePageResolver((anchor) => (computing ? '/api-spec' : referencePages().pageOf(anchor)));

// "Changed in" on the reference: the releases that touched each operation, from the changelog (computed on first use).
let history: Map<string, string[]> | undefined;
setChangeHistory(spec.doc, (key) => {
  history ??= changeHistoryOf(spec);
  return history.get(key) ?? [];
});

export const getSchema = (name: string) => spec.getSchema(name);
export const getOperation = (id: string) => spec.getOperation(id);
export const listOperationsByTag = (tag: string) => spec.operationsByTag(tag);

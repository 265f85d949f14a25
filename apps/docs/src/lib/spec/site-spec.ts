// The spec the site renders: the bundle named by `virtual:paydocs/spec-source` (astro.config.mjs
// passes its path), read by @paydocs/spec-access's one loader. One model per parsed document, so a
// rebuilt bundle (the live preview) gets a fresh model and every page of a build shares one.
// Pages and endpoints call `siteSpec()`; components read the model from `Astro.locals.spec`
// (src/middleware.ts), never from here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadBundle } from '@paydocs/spec-access';
import source from 'virtual:paydocs/spec-source';
import { changeHistoryOf } from '../changelog/site-changelog.ts';
import { referenceLayout, type ReferenceLayout } from './reference-pages.ts';
import { createSpecModel, type SpecModel } from './spec-model.ts';
import type { OpenApiDocument } from './types.ts';

const models = new WeakMap<object, SpecModel>();
const layouts = new WeakMap<SpecModel, ReferenceLayout>();

/** The reference's pages and which one holds each anchor (reference-pages.ts), worked out once per model. */
export function referencePages(model: SpecModel): ReferenceLayout {
  let layout = layouts.get(model);
  if (!layout) {
    layout = referenceLayout(model);
    layouts.set(model, layout);
  }
  return layout;
}

export function siteSpec(): SpecModel {
  const doc = loadBundle(source.file);
  let model = models.get(doc);
  if (!model) {
    model = createSpecModel(doc as unknown as OpenApiDocument, {
      source: source.file,
      base: source.base,
      pageOfAnchor: (m) => referencePages(m).pageOf,
      changeHistory: changeHistoryOf,
    });
    models.set(doc, model);
  }
  return model;
}

/** The bundle's bytes, so /openapi.json and /openapi.yaml serve exactly what `pnpm spec build` wrote. */
export function readSpecFile(format: 'json' | 'yaml'): Promise<string> {
  return readFile(path.join(path.dirname(source.file), `openapi.${format}`), 'utf8');
}

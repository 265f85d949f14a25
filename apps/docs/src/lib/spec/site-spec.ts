// The spec the site renders: the bundle named by `virtual:paydocs/spec-source` (astro.config.mjs
// passes its path), read by @paydocs/spec-access's one loader. The site's data is computed once per parsed document
// (a rebuilt bundle, as under `pnpm dev`, is a new document and gets all of it afresh), in one direction, each step a
// pure function of the ones before: the spec model, then which page holds each anchor (reference-pages.ts), then the
// model with its links and the reference's pages, then the changelog of this bundle (site-changelog.ts, asked for on
// first use). Pages and endpoints call `siteSpec()`; components read the model from `Astro.locals.spec`
// (src/middleware.ts), never from here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { changedIn } from '@paydocs/spec-diff';
import { loadBundle } from '@paydocs/spec-access/node';
import source from 'virtual:paydocs/spec-source';
import { siteChangelog } from '../changelog/site-changelog.ts';
import { anchorPages, referenceLayout } from './reference-pages.ts';
import { perObject, type OpenAPIObject } from '@paydocs/spec-access';
import { createSpecModel, type SpecModel } from './spec-model.ts';

const models = new WeakMap<object, SpecModel>();

/** The reference's pages and which one holds each anchor (reference-pages.ts), worked out once per model. */
export const referencePages = perObject(referenceLayout);

/** The site's model of a bundled document: its links know the reference's pages, its "Changed in" notes this bundle's changelog. */
export function siteModel(doc: OpenAPIObject, options: { source: string; base: string }): SpecModel {
  let model = models.get(doc);
  if (!model) {
    const pageOf = anchorPages(createSpecModel(doc, options));
    // Asked for once, on the model's first changedIn (spec-model.ts keeps the answer).
    model = createSpecModel(doc, { ...options, pageOf, changeHistory: () => changedIn(siteChangelog(doc)) });
    models.set(doc, model);
  }
  return model;
}

export function siteSpec(): SpecModel {
  return siteModel(loadBundle(source.file), { source: source.file, base: source.base });
}

/** The bundle's bytes, so /openapi.json and /openapi.yaml serve exactly what `pnpm spec build` wrote. */
export function readSpecFile(format: 'json' | 'yaml'): Promise<string> {
  return readFile(path.join(path.dirname(source.file), `openapi.${format}`), 'utf8');
}

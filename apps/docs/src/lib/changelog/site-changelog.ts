// The changelog of this site: every release of @paydocs/openapi (its spec/released/<version>/ bundle and its notes
// in CHANGELOG.md) and main's bundle with the pending changesets, linked to this site's reference. Built once per
// bundled document (comparing the releases takes about a second), cached by the document's identity as loadBundle
// caches the document by its file: under `pnpm dev` a spec edit is a new document, so "Unreleased" follows it.
import { perObject } from '@paydocs/spec-access';
import { type Changelog, loadChangelog } from '@paydocs/spec-diff';
import { parameterAnchor, responseAnchor, schemaAnchor } from '../spec/anchors.ts';
import type { SpecModel } from '../spec/spec-model.ts';
import { changelogView, type ChangelogView, type ReferenceLinker } from './view.ts';

/** Links a subject to the reference when the current spec still has it (a site path: the renderers add the base). */
export function referenceLinker(model: SpecModel): ReferenceLinker {
  const entries = new Map(model.entries().map((e) => [e.changeKey, e.anchor]));
  const components = model.doc.components as Record<string, Record<string, unknown> | undefined> | undefined;
  return (subject) => {
    if (subject.kind === 'operation' || subject.kind === 'webhook') {
      const anchor = entries.get(subject.key);
      return anchor ? model.sitePath(anchor) : undefined;
    }
    if (subject.kind !== 'component' || !components?.[subject.section]?.[subject.name]) return undefined;
    if (subject.section === 'schemas') return model.sitePath(schemaAnchor(subject.name));
    if (subject.section === 'parameters') return model.sitePath(parameterAnchor(subject.name));
    if (subject.section === 'responses') return model.sitePath(responseAnchor(subject.name));
    return undefined;
  };
}

/** The changelog of the bundled document `doc` (main's state): the workspace's release folders, CHANGELOG.md and pending changesets. */
export const siteChangelog = perObject((doc: object): Changelog => loadChangelog({ current: doc }));

export const siteChangelogView = (model: SpecModel): ChangelogView => changelogView(siteChangelog(model.doc), referenceLinker(model));

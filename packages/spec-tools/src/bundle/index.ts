// `paydocs-spec bundle`: one self-contained file from the split spec. Not dereferenced: every
// external `$ref` becomes a `#/components/...` ref (Redocly names a component after its file), so
// the bundle keeps the component names the docs and the generated types use.
import { refsUnder } from '@paydocs/spec-access';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundle } from '@redocly/openapi-core';
import { loadSpecConfig, specRootOf } from '../config.ts';
import { condenseProblems, problemsError } from '../lint/condense.ts';
import { toSpecProblem, type SpecProblem } from '../lint/index.ts';

export { formatProblem } from '../lint/condense.ts';
import { BUNDLE_JSON, BUNDLE_YAML } from '../project.ts';
import { toPortableYaml } from './yaml-output.ts';

export type OpenApiDocument = Record<string, unknown>;
/** The YAML bundle's text (`openapi.yaml`), for a writer of its own (the live preview writes it beside the JSON). */
export { toPortableYaml };

export interface BundleOutcome {
  spec: OpenApiDocument;
  /** The root file of the split spec that was bundled (problems in examples are located from it). */
  root: string;
  /** Unresolvable refs and other problems met while bundling; the bundle is unusable if any. */
  problems: SpecProblem[];
}

/**
 * Bundles the spec the config names (`apis.<first>.root`), or `rootFile` with the same config: the breaking-change
 * gate bundles a copy of the spec as it was at the branch's base this way, with the same bundler and rules.
 */
export async function bundleSpec(configPath: string, rootFile?: string): Promise<BundleOutcome> {
  const config = await loadSpecConfig(configPath);
  const root = rootFile ?? specRootOf(config, configPath);
  const result = await bundle({ ref: root, config, dereference: false });
  const spec = result.bundle.parsed as OpenApiDocument;
  const problems = condenseProblems(result.problems.filter((p) => !p.ignored).map(toSpecProblem));
  // An unresolved ref is already a problem; the self-contained check catches what slips through.
  for (const ref of problems.length > 0 ? [] : findExternalRefs(spec)) {
    problems.push({
      file: root,
      line: 1,
      col: 1,
      rule: 'bundle-self-contained',
      severity: 'error',
      message: `The bundle still refers outside itself at ${ref.at}: ${ref.value}`,
    });
  }
  return { spec, root, problems };
}

/** The bundle of `rootFile` (default: the config's root), or an error listing why it does not bundle, paths relative to `cwd`. */
export async function bundleOrThrow(configPath: string, rootFile?: string, cwd = process.cwd()): Promise<OpenApiDocument> {
  const { spec, root, problems } = await bundleSpec(configPath, rootFile);
  if (problems.length > 0) throw problemsError(`${path.relative(cwd, root)} does not bundle`, problems, cwd);
  return spec;
}

/** Every `$ref` that does not point inside the document (a bundle must stand alone). */
export const findExternalRefs = (node: unknown) => refsUnder(node).filter((ref) => !ref.value.startsWith('#'));

export function writeBundle(spec: OpenApiDocument, outDir: string): { json: string; yaml: string } {
  mkdirSync(outDir, { recursive: true });
  const json = path.join(outDir, BUNDLE_JSON);
  const yaml = path.join(outDir, BUNDLE_YAML);
  writeFileSync(json, `${JSON.stringify(spec, null, 2)}\n`);
  writeFileSync(yaml, toPortableYaml(spec));
  return { json, yaml };
}

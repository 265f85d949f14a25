// What the branch is compared with: the spec at its git base (the default for the gate and the pull-request report:
// only the branch's own changes, only the changesets it adds) or a released spec (`--released`, and what the
// changelog and release notes always compare with). `label` names it in the report heading and the verdict.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { changesetsAt, resolveBase, withFolderAt } from './git-base.ts';
import type { Workspace } from './workspace.ts';
import { loadBundle } from '@paydocs/spec-access/node';

export interface Baseline {
  spec: object;
  /** E.g. `the base of this branch (merge-base with main, 1a2b3c4)` or `the released spec (2.0.0)`. */
  label: string;
  /** Against a git base: the changeset files already pending there, which the branch's breaking changes cannot use. */
  baseChangesets?: ReadonlySet<string>;
}

// spec-tools' bundler with the workspace's Redocly config; Redocly loads only when something is bundled.
/** The split spec whose root file is `rootFile` (the working tree's or a base's copy) as one document. */
export async function bundle(ws: Workspace, rootFile: string): Promise<object> {
  return (await import('@paydocs/spec-tools/bundle')).bundleOrThrow(join(ws.specDir, 'redocly.yaml'), rootFile, ws.root);
}

export function releasedBaseline(file: string): Baseline {
  if (!existsSync(file)) throw new Error(`${file}: released spec not found (written by \`pnpm version-packages\`)`);
  const spec = loadBundle(file) as { info?: { version?: string } };
  return { spec, label: `the released spec${spec.info?.version ? ` (${spec.info.version})` : ''}` };
}

/** The spec folder as committed at `ref` (e.g. `HEAD`), bundled. */
export async function specAt(ws: Workspace, ref: string): Promise<object> {
  const { sha } = resolveBase(ws.root, ref);
  const folder = relative(ws.root, ws.specDir);
  return withFolderAt(ws.root, sha, folder, async (copy) => {
    const rootFile = join(copy, 'openapi.yaml');
    if (!existsSync(rootFile)) throw new Error(`${folder}/openapi.yaml does not exist at ${ref} (${sha.slice(0, 7)})`);
    return bundle(ws, rootFile);
  });
}

/** The spec at the branch's base (`ref`, default the merge base with main), bundled from git. */
export async function gitBaseline(ws: Workspace, ref: string | undefined): Promise<Baseline> {
  const base = resolveBase(ws.root, ref);
  const spec = await specAt(ws, base.sha);
  return {
    spec,
    label: `the base of this branch (${base.ref === base.sha ? base.sha.slice(0, 7) : `${base.ref}, ${base.sha.slice(0, 7)}`})`,
    baseChangesets: changesetsAt(ws.root, base.sha, ws.changesetDir),
  };
}

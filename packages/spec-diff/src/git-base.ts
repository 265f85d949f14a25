// The branch's base, read from git: the gate and its report compare the working tree with the spec as it was at
// the base (`--base <ref>`; default the merge base of HEAD with `main`), so a pull request's report lists only its own
// changes, and only changesets added on the branch count (a pending major already on the base must not let a new
// breaking change through). The base's spec folder is copied out of git into a temporary folder (`git archive`) for
// the caller's bundler: the same bundler as the working tree, so the two documents differ only by the branch's edits.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { isChangesetFile } from './changesets.ts';

export interface GitBase {
  /** The ref as given (or `merge-base HEAD main`). */
  ref: string;
  /** The commit it names. */
  sha: string;
}

/** Git's output, or undefined when it fails (its message is not shown: each caller says what to pass instead). */
function tryGit(root: string, args: string[]): string | undefined {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/** The branches tried for the default base, in order: a clone of a pull request may only have `origin/main`. */
export const DEFAULT_BASE_BRANCHES = ['main', 'origin/main'];

/** The commit to compare with: `ref`, or the merge base of HEAD with `main` (or `origin/main`). Throws saying what to pass. */
export function resolveBase(root: string, ref?: string): GitBase {
  if (tryGit(root, ['rev-parse', '--git-dir']) === undefined) {
    throw new Error(`${root} is not a git checkout: pass --released <openapi.json> to compare with a release instead`);
  }
  if (ref !== undefined) {
    const sha = tryGit(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    if (!sha) throw new Error(`--base ${ref}: not a commit of this repository (fetch it, e.g. \`git fetch origin ${ref}\`)`);
    return { ref, sha };
  }
  for (const branch of DEFAULT_BASE_BRANCHES) {
    const sha = tryGit(root, ['merge-base', 'HEAD', branch]);
    if (sha) return { ref: `merge-base with ${branch}`, sha };
  }
  throw new Error(`no merge base of HEAD with ${DEFAULT_BASE_BRANCHES.join(' or ')}: pass --base <git ref>`);
}

/** Names of the changeset files (`*.md`) in `changesetDir` at `sha`: the ones already pending on the base. */
export function changesetsAt(root: string, sha: string, changesetDir: string): Set<string> {
  const dir = relative(root, changesetDir);
  const listed = tryGit(root, ['ls-tree', '--name-only', `${sha}:${dir}`]) ?? '';
  return new Set(listed.split('\n').filter(isChangesetFile));
}

/**
 * Copies `folder` (relative to the root) as it is at `sha` into a temporary folder and runs `use` on the copy's
 * path; the copy is removed afterwards, whatever `use` does.
 */
export async function withFolderAt<T>(root: string, sha: string, folder: string, use: (copy: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'paydocs-base-'));
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', sha, '--', folder], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    return await use(join(dir, folder));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

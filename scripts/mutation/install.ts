// Installs Stryker on first use into scripts/mutation/.install/ (git-ignored), the way the Lighthouse benchmark
// installs Lighthouse: mutation testing is a benchmark, not a test, and Stryker's 177 packages (63 MB) have no place
// in the install the test command needs. The vitest runner imports `vitest/node` from its own folder and the
// project's `vitest` from each package; both must be the same file or the runner and the tests see two vitests, so
// the install links the workspace's vitest into it instead of letting npm add a second copy as a peer.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const STRYKER_VERSION = '10.1.1';
const ROOT = join(import.meta.dirname, '..', '..');
export const INSTALL_DIR = join(import.meta.dirname, '.install');

/** The Stryker CLI entry, installed if missing. */
export function strykerBin(): string {
  const modules = join(INSTALL_DIR, 'node_modules');
  const bin = join(modules, '@stryker-mutator/core/bin/stryker.js');
  if (!existsSync(bin) || !existsSync(join(modules, '@stryker-mutator/vitest-runner'))) {
    mkdirSync(INSTALL_DIR, { recursive: true });
    writeFileSync(join(INSTALL_DIR, 'package.json'), JSON.stringify({ private: true }));
    console.error(`installing @stryker-mutator/core and vitest-runner ${STRYKER_VERSION} into scripts/mutation/.install ...`);
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--loglevel=error',
        // vitest is a peer of the runner: linked below, never installed twice.
        '--legacy-peer-deps',
        `@stryker-mutator/core@${STRYKER_VERSION}`,
        `@stryker-mutator/vitest-runner@${STRYKER_VERSION}`,
      ],
      { cwd: INSTALL_DIR, stdio: 'inherit' },
    );
  }
  const vitestLink = join(modules, 'vitest');
  if (!existsSync(vitestLink)) {
    const workspaceVitest = join(ROOT, 'node_modules', 'vitest');
    if (!existsSync(workspaceVitest)) throw new Error(`${workspaceVitest} is missing: install the workspace first (scripts/toolchain.sh)`);
    symlinkSync(realpathSync(workspaceVitest), vitestLink, 'dir');
  }
  return bin;
}

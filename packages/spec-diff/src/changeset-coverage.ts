// Every pending changeset is consumed by the next release. `changeset version` skips a package in `ignore`, and a
// private package unless `.changeset/config.json` says `privatePackages.version: true`; a changeset that names only
// such packages is left in `.changeset/` for ever and its words never reach a changelog. The gate refuses it,
// naming the file, the package and the setting (Changesets 3 config).
// @see https://github.com/changesets/changesets/blob/main/docs/config-file-options.md
import { workspacePackages } from '@paydocs/spec-access/node';
import { readChangesets } from './changesets.ts';

export interface ChangesetConfig {
  ignore?: string[];
  privatePackages?: boolean | { version?: boolean; tag?: boolean };
}

/** Name -> private, for every package of the workspace. */
export function privateByName(root: string): Map<string, boolean> {
  return new Map(workspacePackages(root).flatMap(({ manifest: m }) => (m.name ? [[m.name, m.private === true] as const] : [])));
}

/** Problems with the pending changesets of `changesetDir` that the next `changeset version` would not consume. */
export function unconsumedChangesets(changesetDir: string, config: ChangesetConfig, packages: Map<string, boolean>): string[] {
  const versionsPrivate =
    typeof config.privatePackages === 'object' ? config.privatePackages.version === true : config.privatePackages === true;
  const ignored = new Set(config.ignore ?? []);
  const problems: string[] = [];
  for (const { file, releases } of readChangesets(changesetDir)) {
    for (const { name } of releases) {
      const where = `.changeset/${file}`;
      if (!packages.has(name)) problems.push(`${where}: "${name}" is not a package of the workspace`);
      else if (ignored.has(name))
        problems.push(`${where}: "${name}" is in "ignore" of .changeset/config.json: \`changeset version\` never consumes it`);
      else if (packages.get(name) && !versionsPrivate) {
        problems.push(
          `${where}: "${name}" is private and .changeset/config.json does not set "privatePackages": { "version": true }: \`changeset version\` would leave this changeset behind`,
        );
      }
    }
  }
  return problems;
}

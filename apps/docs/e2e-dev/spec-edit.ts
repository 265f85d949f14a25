// Edits of a spec YAML file for the live-preview test and benchmark. An edit replaces one exact
// piece of text and is undone the same way (not by writing back a saved copy), so a change that
// someone else makes to the file meanwhile survives the undo.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '@paydocs/spec-access/node';

export const SPEC_DIR = path.join(workspaceRoot(), 'spec');

/** A field description the pagination guide shows in its PageInfo table. */
export const PAGE_INFO = {
  file: path.join(SPEC_DIR, 'components/schemas/PageInfo.yaml'),
  route: '/apiFundamentals/pagination',
  text: 'Whether a page exists after this one.',
};

export function replaceIn(file: string, from: string, to: string): () => void {
  const before = readFileSync(file, 'utf8');
  if (!before.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(file, before.replace(from, to));
  return () => {
    const now = readFileSync(file, 'utf8');
    if (now.includes(to)) writeFileSync(file, now.replace(to, from));
  };
}

// The peer sites `bench/lighthouse.ts --peers` measures beside ours, by name, and the one call that
// installs, generates and builds the chosen ones (each cached in bench/.peers/<peer>/ until its
// inputs change).
import { buildDocusaurus } from './docusaurus.ts';
import { type BuiltPeer, readOurContent } from './peer-site.ts';
import { buildRedoc } from './redoc.ts';
import { buildStarlight } from './starlight.ts';

export const PEER_BUILDERS = { docusaurus: buildDocusaurus, starlight: buildStarlight, redoc: buildRedoc };
export type PeerName = keyof typeof PEER_BUILDERS;
export const PEER_NAMES = Object.keys(PEER_BUILDERS) as PeerName[];

/** Builds (or reuses) each named peer from our built site in `dist`. */
export function buildPeers(names: string[], dist: string): BuiltPeer[] {
  if (!names.length) return [];
  const unknown = names.filter((name) => !(name in PEER_BUILDERS));
  if (unknown.length) throw new Error(`--peer ${unknown.join(', ')}: expected one of ${PEER_NAMES.join(', ')}`);
  const content = readOurContent(dist);
  return names.map((name) => PEER_BUILDERS[name as PeerName](content));
}

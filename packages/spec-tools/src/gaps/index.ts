// `paydocs-spec gaps`: every open question of the split spec (what the API does not document, what
// the spec assumes meanwhile, inferred error statuses, state machines with unknown transitions),
// grouped by resource with file:line, so the API team can answer them one by one by editing the
// YAML and removing the mark.
import { collectGaps, readSpecSources } from './collect.ts';
import { placeGaps, type PlacedGap } from './report.ts';
import { indexResources } from './resources.ts';

export { gapsInFile } from './collect.ts';
export { byResource, formatReport, summarize, type PlacedGap } from './report.ts';
export { sourceTalk, sourceTalkIn } from './voice.ts';

/** Every open question of the spec rooted at `rootFile`, with its resource and place. */
export function findGaps(rootFile: string): PlacedGap[] {
  const sources = readSpecSources(rootFile);
  return placeGaps(collectGaps(sources), indexResources(rootFile, sources));
}

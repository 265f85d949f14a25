// llms.txt: a Markdown index for language-model tools: title, one-line summary, then links to the
// Markdown version of every guide and to the OpenAPI description.
// @see https://llmstxt.org/
import { oneLine } from '@paydocs/spec-access/marks';

export interface LlmsGuide {
  title: string;
  description: string;
  /** Site path of the Markdown version, e.g. `/gettingStarted.md`. */
  href: string;
}

export interface LlmsInput {
  title: string;
  summary: string;
  details?: string;
  /** Guides in reading order (sidebar order first). */
  guides: LlmsGuide[];
  specLinks: { label: string; href: string; description: string }[];
}

export function llmsTxt(input: LlmsInput): string {
  return [
    `# ${oneLine(input.title)}`,
    '',
    `> ${oneLine(input.summary)}`,
    '',
    ...(input.details ? [oneLine(input.details), ''] : []),
    '## Guides',
    '',
    ...input.guides.map((g) => `- [${oneLine(g.title)}](${g.href}): ${oneLine(g.description)}`),
    '',
    '## API description',
    '',
    ...input.specLinks.map((l) => `- [${l.label}](${l.href}): ${oneLine(l.description)}`),
    '',
  ].join('\n');
}

/** Doc ids in sidebar order, then the remaining ids alphabetically. */
export function readingOrder(sidebarIds: string[], allIds: string[]): string[] {
  const seen = new Set<string>();
  return [...sidebarIds, ...[...allIds].sort()].filter((id) => allIds.includes(id) && !seen.has(id) && seen.add(id));
}

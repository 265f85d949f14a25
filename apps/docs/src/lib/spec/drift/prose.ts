// The prose of an MDX guide as paragraphs with line numbers: what a reader reads as sentences,
// without the frontmatter, imports, code fences, comments and JSX tags (their attributes are data,
// not prose). Text inside JSX containers (<Aside>, <NotShown>) stays: it is prose too. The
// operationIds that components name (<Operation id>, operation="...") are kept per section, as the
// context the prose around them speaks about.
import { replaceFences } from '@paydocs/spec-tools/markdown';

export interface Paragraph {
  /** 1-based line of the paragraph's first line in the file. */
  line: number;
  /** Text of the paragraph, lines joined by "\n" (so an offset maps back to a line). */
  text: string;
  /** Index of the section (text between two headings) the paragraph is in. */
  section: number;
}

export interface GuideProse {
  paragraphs: Paragraph[];
  /** operationIds named by components, per section index. */
  componentOperations: Map<number, string[]>;
}

// Blank out a match but keep its line breaks, so line numbers stay true.
const blank = (s: string) => s.replace(/[^\n]/g, ' ');

const FRONTMATTER = /^---\n[\s\S]*?\n---(?=\n)/;
const ESM = /^(?:import|export)\s[^\n]*$/gm;
const COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
const TAG = /<\/?[A-Z][\w.]*(?:\s[^<>]*)?\/?>/g;
const OPERATION_ATTR = /\b(?:id|operation)="([A-Za-z]\w*)"/g;
const HEADING = /^#{1,6}\s/;

export function guideProse(source: string): GuideProse {
  let text = replaceFences(source.replace(FRONTMATTER, blank), blank).replace(ESM, blank).replace(COMMENT, blank);
  const tags: { line: number; ops: string[] }[] = [];
  text = text.replace(TAG, (tag, offset: number) => {
    const ops = [...tag.matchAll(OPERATION_ATTR)].map((m) => m[1]!);
    if (ops.length) tags.push({ line: text.slice(0, offset).split('\n').length, ops });
    return blank(tag);
  });
  const lines = text.split('\n');
  const sectionOfLine: number[] = [];
  const paragraphs: Paragraph[] = [];
  let section = 0;
  let start = -1;
  const flush = (end: number) => {
    if (start >= 0) paragraphs.push({ line: start + 1, text: lines.slice(start, end).join('\n'), section });
    start = -1;
  };
  lines.forEach((line, i) => {
    if (HEADING.test(line)) {
      flush(i);
      section++;
      sectionOfLine[i] = section;
      paragraphs.push({ line: i + 1, text: line, section });
      return;
    }
    sectionOfLine[i] = section;
    if (line.trim() === '') flush(i);
    else if (start < 0) start = i;
  });
  flush(lines.length);
  const componentOperations = new Map<number, string[]>();
  for (const t of tags) {
    const s = sectionOfLine[t.line - 1] ?? 0;
    componentOperations.set(s, [...(componentOperations.get(s) ?? []), ...t.ops]);
  }
  return { paragraphs, componentOperations };
}

/** 1-based file line of an offset inside a paragraph's text. */
export function lineAt(p: Paragraph, offset: number): number {
  return p.line + (p.text.slice(0, offset).match(/\n/g)?.length ?? 0);
}

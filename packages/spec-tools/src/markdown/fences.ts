// The one scanner of fenced code blocks in Markdown and MDX text (```lang meta ... ```), line based
// so every reader gets the same blocks and the same line numbers: the request-sample checker, the
// JSON-example check, the prose drift check and the Markdown version of a guide. A fence may be
// indented (inside JSX); it closes at a line of at least as many of the same marker characters, or
// at the end of the text. Inline code spans are not fences.
// @see https://spec.commonmark.org/0.31.2/#fenced-code-blocks

export interface FencedBlock {
  /** The info string's first word (`json`, `bash`), as written. */
  lang: string;
  /** The rest of the info string (`schema="Payment"`), trimmed. */
  meta: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The code, the opening fence's indent removed from each line. */
  code: string;
  /** 0-based index of the opening line and of the closing line (the last line when unclosed). */
  first: number;
  last: number;
}

const OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

export function fencedBlocks(source: string): FencedBlock[] {
  const lines = source.split('\n');
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i]!.match(OPEN);
    if (!open) continue;
    const [, indent, marker, lang, meta] = open as unknown as [string, string, string, string, string];
    const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j]!)) j++;
    const code = lines.slice(i + 1, j).map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart()));
    blocks.push({ lang, meta: meta.trim(), line: i + 1, code: code.join('\n'), first: i, last: Math.min(j, lines.length - 1) });
    i = j;
  }
  return blocks;
}

/** `source` with each fenced block (fences included) replaced by `replace(blockText)`; the rest as it was. */
export function replaceFences(source: string, replace: (block: string) => string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let next = 0;
  for (const block of fencedBlocks(source)) {
    out.push(...lines.slice(next, block.first), replace(lines.slice(block.first, block.last + 1).join('\n')));
    next = block.last + 1;
  }
  out.push(...lines.slice(next));
  return out.join('\n');
}

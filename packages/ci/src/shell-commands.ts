// Splits the shell script of a workflow `run:` step into the simple commands it runs (argv lists), so each can be
// checked against the repository. Covers what our workflows write: line continuations, `&&`/`||`/`;`/`|` lists,
// `if`/`then`/`fi`, quotes, redirections, variable assignments, `$(...)` substitutions (checked as commands too)
// and `${{ }}` expressions (replaced by a placeholder word). Not a full shell: loops and functions are not expected.

import { shellWords } from '@paydocs/spec-tools/shell-words';

const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', '!', '{', '}']);
const REDIRECT = /^(\d*>>?|\d*<|&>|\d*>&\d*|<<<?)(.*)$/;

/** The commands of a script, each as its words with quotes removed, in order (substitutions first). */
export function commandsOf(script: string): string[][] {
  const commands: string[][] = [];
  const flat = extractSubstitutions(script.replace(/\$\{\{[\s\S]*?\}\}/g, 'EXPR').replace(/\\\r?\n/g, ' '), commands);
  for (const line of flat.split(/\r?\n/)) {
    for (const part of splitList(line)) {
      const words = wordsOf(part);
      while (words.length > 0 && (KEYWORDS.has(words[0]!) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!))) words.shift();
      if (words.length > 0) commands.push(words);
    }
  }
  return commands;
}

/** Replaces each `$(...)` by the word SUBST and adds its commands first (they run before the outer command). */
function extractSubstitutions(script: string, into: string[][]): string {
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < script.length; i++) {
    const c = script[i]!;
    if (quote !== "'" && c === '$' && script[i + 1] === '(') {
      const end = closingParen(script, i + 2);
      into.push(...commandsOf(script.slice(i + 2, end)));
      out += 'SUBST';
      i = end;
      continue;
    }
    if (c === "'" || c === '"') quote = quote === c ? undefined : (quote ?? c);
    out += c;
  }
  return out;
}

function closingParen(text: string, from: number): number {
  let depth = 1;
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  throw new Error(`unclosed $( in: ${text.slice(from - 2, from + 60)}`);
}

/** Splits one line at `&&`, `||`, `;`, `|` and a comment, outside quotes. */
function splitList(line: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      current += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      current += c;
    } else if (c === '#' && (current === '' || /\s$/.test(current))) {
      break;
    } else if (c === ';' || c === '|' || (c === '&' && line[i + 1] === '&')) {
      parts.push(current);
      current = '';
      if (line[i + 1] === c) i++;
    } else current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Words with quotes removed (spec-tools' POSIX word splitter); redirections and their targets dropped. */
function wordsOf(part: string): string[] {
  const words = shellWords(part);
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const redirect = REDIRECT.exec(words[i]!);
    if (redirect) {
      if (redirect[2] === '' && !/&\d$/.test(redirect[1]!)) i++;
      continue;
    }
    kept.push(words[i]!);
  }
  return kept;
}

// Splits a shell script into its simple commands and their words the way POSIX sh quoting does (single quotes
// literal, double quotes with backslash escapes, backslash-newline continuations, `#` comments), at newlines and the
// list operators `;`, `|`, `||`, `&&` outside quotes. `$VAR` and `$(...)` stay unexpanded: the curl parser only needs
// the words, and the workflow check (@paydocs/ci) reads each substitution's commands from `substitutions`.

export interface ShellCommand {
  /** The words with quotes removed; a `$(...)` stays as written inside its word. */
  words: string[];
  /** 0-based line of the script its first word is on. */
  line: number;
  /** Each outermost `$(...)` as written. */
  substitutions: string[];
  /** A `$(` the script never closes (it runs to the end of the script, as a word). */
  unclosed?: string;
}

/** The index just past the `)` that closes the `$(` at `start`, quotes inside skipped; -1 when unclosed. */
function substitutionEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** A backslash-newline, spaces before the newline allowed: a guide's trailing space does not end the command. */
const CONTINUATION = /\\[ \t]*\n/y;

export function shellCommands(script: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let current: ShellCommand = { words: [], line: 0, substitutions: [] };
  let word: string | undefined;
  let i = 0;
  /** Where the step that may begin the command's first word began. */
  let start = 0;
  const push = (text: string) => {
    if (word === undefined && current.words.length === 0) current.line = script.slice(0, start).split('\n').length - 1;
    word = (word ?? '') + text;
  };
  const endWord = () => {
    if (word !== undefined) current.words.push(word);
    word = undefined;
  };
  /** The `$(...)` at `i`, recorded; returns its text. */
  const substitution = () => {
    const end = substitutionEnd(script, i);
    const text = script.slice(i, end === -1 ? undefined : end);
    if (end === -1) current.unclosed = text;
    else current.substitutions.push(text);
    i += text.length;
    return text;
  };
  while (i < script.length) {
    const c = script[i]!;
    start = i;
    CONTINUATION.lastIndex = i;
    if (CONTINUATION.test(script)) {
      i = CONTINUATION.lastIndex;
    } else if (c === '\n' || c === ';' || c === '|' || (c === '&' && script[i + 1] === '&')) {
      i += c !== '\n' && script[i + 1] === c ? 2 : 1;
      endWord();
      if (current.words.length > 0) commands.push(current);
      current = { words: [], line: 0, substitutions: [] };
    } else if (/\s/.test(c)) {
      endWord();
      i++;
    } else if (c === '#' && word === undefined) {
      // A comment runs to the end of the line.
      while (i < script.length && script[i] !== '\n') i++;
    } else if (c === "'") {
      const end = script.indexOf("'", i + 1);
      push(script.slice(i + 1, end === -1 ? undefined : end));
      i = end === -1 ? script.length : end + 1;
    } else if (c === '"') {
      push('');
      i++;
      while (i < script.length && script[i] !== '"') {
        if (script[i] === '\\' && /["\\$`\n]/.test(script[i + 1] ?? '')) {
          if (script[i + 1] !== '\n') push(script[i + 1]!);
          i += 2;
        } else if (script[i] === '$' && script[i + 1] === '(') push(substitution());
        else push(script[i++]!);
      }
      i++;
    } else if (c === '$' && script[i + 1] === '(') {
      push(substitution());
    } else if (c === '\\') {
      push(script[i + 1] ?? '');
      i += 2;
    } else {
      push(c);
      i++;
    }
  }
  endWord();
  if (current.words.length > 0) commands.push(current);
  return commands;
}

/** The words of a command line, every command's in order. */
export const shellWords = (command: string): string[] => shellCommands(command).flatMap((c) => c.words);

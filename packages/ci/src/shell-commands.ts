// Splits the shell script of a workflow `run:` step into the simple commands it runs (argv lists), so each can be
// checked against the repository. spec-tools' shell splitter reads lists, quotes, continuations and comments; here
// `if`/`then`/`fi`, redirections and variable assignments are dropped, `$(...)` substitutions are checked as commands
// too (and read SUBST in theirs), and `${{ }}` expressions read EXPR. Not a full shell: loops and functions are not expected.

import { shellCommands } from '@paydocs/spec-tools/shell-words';

const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', '!', '{', '}']);
const REDIRECT = /^(\d*>>?|\d*<|&>|\d*>&\d*|<<<?)(.*)$/;

/** The commands of a script, each as its words with quotes removed, in order (substitutions first). */
export function commandsOf(script: string): string[][] {
  const commands: string[][] = [];
  for (const command of shellCommands(script.replace(/\$\{\{[\s\S]*?\}\}/g, 'EXPR'))) {
    if (command.unclosed) throw new Error(`unclosed $( in: ${command.unclosed.slice(0, 60)}`);
    for (const text of command.substitutions) commands.push(...commandsOf(text.slice(2, -1)));
    const words = withoutRedirections(
      command.words.map((w) => command.substitutions.reduce((word, text) => word.replaceAll(text, 'SUBST'), w)),
    );
    while (words.length > 0 && (KEYWORDS.has(words[0]!) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!))) words.shift();
    if (words.length > 0) commands.push(words);
  }
  return commands;
}

/** The words without redirections and their targets. */
function withoutRedirections(words: string[]): string[] {
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

// Splits a shell command line into words the way POSIX sh quoting does (single quotes literal,
// double quotes with backslash escapes, backslash-newline continuations), leaving `$VAR` and
// `$(...)` unexpanded: the curl parser only needs the words, not their run-time values.

export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  const push = (text: string) => (word = (word ?? '') + text);
  while (i < command.length) {
    const c = command[i]!;
    if (c === '\\' && command[i + 1] === '\n') {
      i += 2;
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      i++;
    } else if (c === '#' && word === undefined) {
      // A comment runs to the end of the line.
      while (i < command.length && command[i] !== '\n') i++;
    } else if (c === "'") {
      const end = command.indexOf("'", i + 1);
      push(command.slice(i + 1, end === -1 ? undefined : end));
      i = end === -1 ? command.length : end + 1;
    } else if (c === '"') {
      i++;
      let text = '';
      while (i < command.length && command[i] !== '"') {
        if (command[i] === '\\' && /["\\$`\n]/.test(command[i + 1] ?? '')) {
          if (command[i + 1] !== '\n') text += command[i + 1];
          i += 2;
        } else text += command[i++];
      }
      push(text);
      i++;
    } else if (c === '$' && command[i + 1] === '(') {
      // Command substitution: one opaque piece of the word.
      let depth = 0;
      let j = i + 1;
      for (; j < command.length; j++) {
        if (command[j] === '(') depth++;
        else if (command[j] === ')' && --depth === 0) break;
      }
      push(command.slice(i, j + 1));
      i = j + 1;
    } else if (c === '\\') {
      push(command[i + 1] ?? '');
      i += 2;
    } else {
      push(c);
      i++;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

// Reads Ruby literals (hashes with `key:` or `"key" =>` keys, arrays, strings, numbers, true,
// false, nil) the way the Ruby samples write request bodies; any other expression (a variable, a
// method call) becomes UNKNOWN. Also reads a double-quoted string with `#{...}` interpolations.
import { UNKNOWN, type StaticValue } from '@paydocs/request-validator';

export interface Read<T> {
  value: T;
  end: number;
}

function skipSpace(text: string, i: number): number {
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    // Outside a string `#` starts a comment, `#{` included.
    if (text[i] === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else return i;
  }
}

/** A "..." or '...' string at `i`; interpolations are replaced by `hole`. */
export function readRubyString(text: string, i: number, hole: string): Read<string> | undefined {
  const quote = text[i];
  if (quote !== '"' && quote !== "'") return undefined;
  let out = '';
  let j = i + 1;
  while (j < text.length && text[j] !== quote) {
    if (text[j] === '\\') {
      out += text[j + 1] ?? '';
      j += 2;
    } else if (quote === '"' && text[j] === '#' && text[j + 1] === '{') {
      let depth = 0;
      for (j++; j < text.length; j++) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}' && --depth === 0) break;
        else if (text[j] === '"') j = readRubyString(text, j, hole)!.end - 1;
      }
      out += hole;
      j++;
    } else out += text[j++];
  }
  return { value: out, end: j + 1 };
}

/** Skips one expression we cannot read: up to a `,` or closing bracket at depth 0. */
function skipExpression(text: string, i: number): number {
  let depth = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      i = readRubyString(text, i, '')!.end;
      continue;
    }
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return i;
      depth--;
    } else if ((c === ',' || c === '\n') && depth === 0) return i;
    i++;
  }
  return i;
}

export function readRubyValue(text: string, start: number): Read<StaticValue> {
  let i = skipSpace(text, start);
  const c = text[i];
  if (c === '{' || c === '[') {
    const close = c === '{' ? '}' : ']';
    const hash: Record<string, StaticValue> = {};
    const list: StaticValue[] = [];
    let opaque = false;
    i++;
    for (;;) {
      i = skipSpace(text, i);
      if (text[i] === close) {
        i++;
        break;
      }
      if (i >= text.length) break;
      if (c === '{') {
        let key: string | undefined;
        const symbol = /^(\w+):(?!:)/.exec(text.slice(i));
        if (symbol) {
          key = symbol[1];
          i += symbol[0].length;
        } else {
          const symbolKey = /^:(\w+)/.exec(text.slice(i)); // `:key => value`
          const str = readRubyString(text, i, '') ?? (symbolKey ? { value: symbolKey[1]!, end: i + symbolKey[0].length } : undefined);
          if (!str) {
            opaque = true; // a `**splat` or a computed key
            i = skipExpression(text, i);
          } else {
            key = str.value;
            // `"key": value` (Ruby's symbol key written as a string) or `"key" => value`.
            if (text[str.end] === ':') i = str.end + 1;
            else {
              i = skipSpace(text, str.end);
              if (text.startsWith('=>', i)) i += 2;
            }
          }
        }
        if (key !== undefined) {
          const read = readRubyValue(text, i);
          hash[key] = read.value;
          i = read.end;
        }
      } else {
        const read = readRubyValue(text, i);
        list.push(read.value);
        i = read.end;
      }
      i = skipSpace(text, i);
      if (text[i] === ',') i++;
    }
    return { value: opaque ? UNKNOWN : c === '{' ? hash : list, end: i };
  }
  const str = readRubyString(text, i, '\u0000');
  // An interpolated string ("#{token}") is a run-time value.
  if (str) return afterValue(text, str.value.includes('\u0000') ? UNKNOWN : str.value, str.end);
  const literal = /^(-?\d[\d_]*(?:\.\d+)?)|^(true|false|nil)\b/.exec(text.slice(i));
  if (literal) {
    const value = literal[1] !== undefined ? Number(literal[1].replace(/_/g, '')) : literal[2] === 'nil' ? null : literal[2] === 'true';
    return afterValue(text, value, i + literal[0].length);
  }
  return { value: UNKNOWN, end: skipExpression(text, i) };
}

/** A literal followed by more expression (`"a" + b`, `10 * n`) is not that literal. */
function afterValue(text: string, value: StaticValue, end: number): Read<StaticValue> {
  const next = skipSpace(text, end);
  if (next < text.length && !',)]}\n'.includes(text[next]!) && !text.startsWith('.to_json', next)) {
    return { value: UNKNOWN, end: skipExpression(text, end) };
  }
  return { value, end };
}

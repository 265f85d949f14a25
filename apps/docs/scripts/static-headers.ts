// Parser and matcher for a Netlify/Cloudflare-style `_headers` file, so the preview server
// sends the same headers (CSP, caching) the production host will.
// @see https://developers.cloudflare.com/pages/configuration/headers/
//
// Format:
//   /path/*            <- URL pattern, starts at column 0 (`*` matches any run of characters)
//     Header-Name: value   <- indented header lines apply to the pattern above
//     ! Header-Name        <- detaches a header an earlier matching rule set (Cloudflare Pages)
//   # comment

export interface HeaderRule {
  pattern: string;
  matcher: RegExp;
  headers: [name: string, value: string][];
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

/** Throws with the file name, line number and what was expected when a line is malformed. */
export function parseHeadersFile(text: string, fileName: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    const where = `${fileName}:${index + 1}`;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) {
        throw new Error(`${where}: expected a URL pattern starting with "/", got "${line}"`);
      }
      current = { pattern: line, matcher: patternToRegExp(line), headers: [] };
      rules.push(current);
      return;
    }
    const detach = /^\s+!\s*([\w-]+)$/.exec(line);
    if (current && detach) {
      current.headers.push([`!${detach[1]}`, '']);
      return;
    }
    const colon = line.indexOf(':');
    if (!current || colon <= 0) {
      throw new Error(`${where}: expected an indented "Header-Name: value" line below a URL pattern, got "${line.trim()}"`);
    }
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** Headers of every rule whose pattern matches the path, in file order (later rules win). */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      if (name.startsWith('!')) delete result[name.slice(1).toLowerCase()];
      else result[name.toLowerCase()] = value;
    }
  }
  return result;
}

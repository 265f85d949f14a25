// The one set of variable names every request sample uses, in guides and in the reference alike: API_HOST,
// ACCESS_TOKEN, SUB_ACCOUNT_ID, `<RESOURCE>_ID` / `<RESOURCE>_TOKEN` for a generic path parameter, else its own name.
// The reference's sample generator names its variables here and the samples checker holds every sample to them.
import type { SampleLanguage, SampleVariables } from './sample-types.ts';

export const HOST_VARIABLE = 'API_HOST';
export const TOKEN_VARIABLE = 'ACCESS_TOKEN';

/** Header parameters whose value is an id readers hold in a variable of a fixed name. */
const HEADER_VARIABLES: Readonly<Record<string, string>> = { 'sub-account': 'SUB_ACCOUNT_ID' };

/**
 * How a curl sample makes a fresh idempotency key: 16 random bytes as hex from `od` and `/dev/urandom`, which macOS,
 * Debian and Ubuntu all ship (`uuidgen` is not installed on a stock Debian or Ubuntu, and curl then drops the header).
 */
export const CURL_FRESH_KEY = "$(od -An -N16 -tx1 /dev/urandom | tr -d ' \\n')";

/** Headers a sample generates a fresh value for instead of reading a variable (`CURL_FRESH_KEY`, `randomUUID()`). */
export const isGeneratedHeader = (name: string): boolean => /^idempotency-key$/i.test(name);

/** `checkout_id` / `checkoutId` / `Sub-Account` -> `CHECKOUT_ID` / `SUB_ACCOUNT`: a name as an environment variable. */
export function variableName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** `sub_accounts` -> `sub_account`, `business` stays: the resource a collection segment names. */
const singular = (segment: string) => (/[^s]s$/.test(segment) ? segment.slice(0, -1) : segment);

/**
 * The variable of the path parameter at `index` of a path template's segments (`['checkouts', '{id}']`, 1 ->
 * CHECKOUT_ID): a generic `{id}` or `{token}` takes the resource of the segment before it; any other name is its own.
 */
export function pathVariable(segments: readonly string[], index: number): string {
  const name = /^\{(.+)\}$/.exec(segments[index] ?? '')?.[1] ?? '';
  const before = segments[index - 1];
  if (/^(id|token)$/i.test(name) && before && !/^\{/.test(before)) return variableName(`${singular(before)}_${name}`);
  return variableName(name);
}

/** The variable a header parameter's value is read from (`Sub-Account` -> SUB_ACCOUNT_ID). */
export function headerVariable(name: string): string {
  return HEADER_VARIABLES[name.toLowerCase()] ?? variableName(name);
}

/** What the sample's variables break of the rules above, one sentence each. */
export function variableProblems(vars: SampleVariables): string[] {
  const problems: string[] = [];
  for (const name of vars.host)
    if (name !== HOST_VARIABLE) problems.push(`the API host is $${HOST_VARIABLE} in every sample, not $${name}`);
  for (const name of vars.path)
    if (!/^[A-Z][A-Z0-9_]*_(ID|TOKEN)$/.test(name))
      problems.push(`a path parameter is $<RESOURCE>_ID (e.g. $CHECKOUT_ID) in every sample, not $${name}`);
  for (const { name, variables } of vars.headers) {
    const want = name.toLowerCase() === 'authorization' ? TOKEN_VARIABLE : (HEADER_VARIABLES[name.toLowerCase()] ?? undefined);
    for (const v of variables) if (want && v !== want) problems.push(`the ${name} header reads $${want} in every sample, not $${v}`);
  }
  return problems;
}

const ENVIRONMENT: Record<SampleLanguage, RegExp> = {
  curl: /\$\{?([A-Z_][A-Z0-9_]*)\}?/g,
  node: /process\.env\.([A-Z_][A-Z0-9_]*)/g,
  ruby: /ENV(?:\.fetch\(|\[)\s*["']([A-Z_][A-Z0-9_]*)["']/g,
};

/** Environment variables named in a text, as the language writes them: `$NAME`/`${NAME}`, `process.env.NAME`, `ENV.fetch("NAME")`/`ENV["NAME"]`. */
export function environmentVariables(text: string, language: SampleLanguage): string[] {
  return [...text.matchAll(ENVIRONMENT[language])].map((m) => m[1]!);
}

/** A URL's variables split into host and path (`https://$API_HOST/v1/checkouts/$CHECKOUT_ID`). */
export function urlVariables(url: string, language: SampleLanguage): Pick<SampleVariables, 'host' | 'path'> {
  const rest = url.replace(/^[`"'\s]*(?:[a-z]+:\/\/)?/i, '');
  const slash = rest.search(/\/(?![^{]*\})/);
  const host = slash === -1 ? rest : rest.slice(0, slash);
  const path = slash === -1 ? '' : rest.slice(slash).split(/\?|#(?!\{)/)[0]!;
  return { host: environmentVariables(host, language), path: environmentVariables(path, language) };
}

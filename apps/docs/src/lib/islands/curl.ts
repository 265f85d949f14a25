// The one curl writer of the site: a curl command for a request, one header per line, the JSON body compact in
// single quotes. Try it shows one where no mock can run (with the form's values) and the reference's request
// samples are written by it (with variables, lib/spec/reference-samples.ts). No dependencies: the Try it island
// imports it.

/** JSON text laid out again: compact, or indented by `indent` (Try it's response body); other text as it is. */
export function formatJson(text: string, indent?: number): string {
  try {
    return JSON.stringify(JSON.parse(text), null, indent);
  } catch {
    return text;
  }
}

/** One shell word in single quotes (`it's` -> `'it'\''s'`). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A curl command for a request (the host from the server URL, `$API_HOST` left for the reader where it is a variable). */
export function curlOf(request: { method: string; path: string; headers: Record<string, string>; body?: string }, origin: string): string {
  const lines = [`curl -X ${request.method} "${origin}${request.path}"`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  -H "${name}: ${value}"`);
  if (request.body !== undefined) lines.push(`  -d ${shellQuote(formatJson(request.body))}`);
  return lines.join(' \\\n');
}

// Flattens an error and its `cause` chain into messages for the crash screen.
// @see https://tc39.es/ecma262/#sec-installerrorcause

const MAX_DEPTH = 10;

/** The message of an error, or of any thrown value. */
export function errorMessage(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Messages of the error's causes, outermost first (the error itself excluded). */
export function causesOf(error: unknown): string[] {
  const causes: string[] = [];
  const seen = new Set<unknown>([error]);
  let current = error instanceof Error ? error.cause : undefined;
  while (current !== undefined && current !== null && !seen.has(current) && causes.length < MAX_DEPTH) {
    seen.add(current);
    causes.push(errorMessage(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return causes;
}

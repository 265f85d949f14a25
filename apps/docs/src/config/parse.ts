// Validates the site configuration and turns zod's issues into one line per problem, each
// naming the key path (`navbar.items[3].type`) and what was expected, so a bad config fails the
// build with a message a writer can act on.
import type { ZodError, z } from 'astro/zod';
import { siteConfigSchema, type SiteConfig } from './schema.ts';

export const CONFIG_FILE = 'src/site.config.ts';

/** One problem in the configuration: where, and what was expected. */
export interface ConfigIssue {
  /** Key path such as `navbar.items[3].type`; empty for the root. */
  path: string;
  message: string;
}

export class SiteConfigError extends Error {
  readonly issues: ConfigIssue[];

  constructor(issues: ConfigIssue[], file = CONFIG_FILE) {
    const lines = issues.map((issue) => `  - ${issue.path || '(root)'}: ${issue.message}`);
    super(`Invalid site configuration in ${file}:\n${lines.join('\n')}`);
    this.name = 'SiteConfigError';
    this.issues = issues;
  }
}

/** `['navbar', 'items', 3, 'type']` -> `navbar.items[3].type`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out ? `${out}.${name}` : name;
  }, '');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  // A discriminated union with no matching `type`/`style` reports the values it accepts.
  if (issue.code === 'invalid_union' && issue.discriminator !== undefined && 'options' in issue && issue.options) {
    const expected = issue.options.map(String).join(', ');
    const received = valueAt(input, issue.path);
    const kind = issue.path.at(-1) === 'style' ? 'footer style' : 'item type';
    return received === undefined
      ? `missing ${kind}; expected one of ${expected}`
      : `unknown ${kind} ${JSON.stringify(received)}; expected one of ${expected}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  }
  // zod 4 issues do not carry the received value; look it up in the input.
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    return `required (expected ${issue.expected})`;
  }
  if (issue.code === 'invalid_value') {
    const expected = issue.values.map(String).join(', ');
    return `unknown value ${JSON.stringify(valueAt(input, issue.path))}; expected one of ${expected}`;
  }
  return issue.message;
}

/** Issues of a zod error as key path + message pairs, in zod's order. */
export function toConfigIssues(error: ZodError, input: unknown): ConfigIssue[] {
  return error.issues.map((issue) => {
    // Unknown keys are reported on their parent; name the key itself.
    const path =
      issue.code === 'unrecognized_keys' && issue.keys.length === 1
        ? formatPath([...issue.path, issue.keys[0] as string])
        : formatPath(issue.path);
    return { path, message: describeIssue(issue, input) };
  });
}

/** Validates `input` and fills in defaults; throws SiteConfigError naming every bad key. */
export function parseSiteConfig(input: unknown, file = CONFIG_FILE): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (!result.success) throw new SiteConfigError(toConfigIssues(result.error, input), file);
  return result.data;
}

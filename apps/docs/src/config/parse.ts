// Validates the site configuration and turns zod's issues into one line per problem, each
// naming the key path (`navbar.items[3].type`) and what was expected, so a bad config fails the
// build with a message a writer can act on.
import { z } from 'astro/zod';
import { siteConfigSchema, type SiteConfig } from './schema.ts';

/** One problem in the configuration: where, and what was expected. */
export interface ConfigIssue {
  /** Key path such as `navbar.items[3].type`; empty for the root. */
  path: string;
  message: string;
}

export class SiteConfigError extends Error {
  readonly issues: ConfigIssue[];

  constructor(issues: ConfigIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path || '(root)'}: ${issue.message}`);
    super(`Invalid site configuration in src/site.config.ts:\n${lines.join('\n')}`);
    this.name = 'SiteConfigError';
    this.issues = issues;
  }
}

// Each issue carries the value it is about (`reportInput`); zod 4 leaves it out by default. zod's own messages name
// what was expected ("Invalid option: expected one of ..."), but not for a discriminated union with no matching
// `type`/`style`: that one says the values it accepts here.
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_union' || issue.discriminator === undefined || !('options' in issue) || !issue.options) return issue.message;
  const expected = issue.options.map(String).join(', ');
  const received = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
  const kind = issue.discriminator === 'style' ? 'footer style' : 'item type';
  return received === undefined
    ? `missing ${kind}; expected one of ${expected}`
    : `unknown ${kind} ${JSON.stringify(received)}; expected one of ${expected}`;
}

/** Validates `input` and fills in defaults; throws SiteConfigError naming every bad key, in zod's order. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    // Unknown keys are reported on their parent; name the key itself.
    const path = issue.code === 'unrecognized_keys' && issue.keys.length === 1 ? [...issue.path, issue.keys[0]!] : issue.path;
    return { path: z.core.toDotPath(path), message: describeIssue(issue) };
  });
  throw new SiteConfigError(issues);
}

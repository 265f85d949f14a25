// The post-build pipeline: steps that rewrite the built pages and write files beside them, run one
// after another over an in-memory copy of the site (./index.ts reads and writes the files). Each
// step declares which parts of the built site it reads and which it writes (`Facet`s below), and
// the pipeline holds them to it:
// - before anything runs, `assertOrder` refuses an order where a step reads something a later step
//   writes (the CSP would hash inline scripts a later step changes, and the browser would block
//   them);
// - after each step, every page the step changed is compared facet by facet, and a change to a
//   facet the step does not declare is an error (so the declarations cannot silently go stale). This check reads
//   every changed page several times over (about a second of a build): it guards the steps' code, not the site's
//   input, so the test command's second build of the site (fixtures/sub-path) runs it and the site's own build does not.
import { inlineScripts, inlineStyles, styleAttributes } from './steps/content-security-policy.ts';

/** The built site as the steps see it. */
export interface BuiltSite {
  /** Every built page: path relative to the output folder (`api-spec.html`) to its HTML. */
  pages: ReadonlyMap<string, string>;
  /** The URL path the site is served under: `/`, or `/docs/` under a base path. */
  base: string;
  /** The URL path of the build's hashed assets: `/_astro/`, or `/docs/_astro/`. */
  assets: string;
  /** Text of an output file the build wrote (`search/api-index.json`), by its path relative to the output folder. */
  readFile(file: string): string;
}

export interface StepResult {
  /** Pages the step changed, path to new HTML (the others stay as they were). */
  pages?: ReadonlyMap<string, string>;
  /** Files the step writes into the output folder, path to content. */
  files?: ReadonlyMap<string, string>;
  /** One line for the build log. */
  summary: string;
}

export interface PostBuildStep {
  name: string;
  reads: readonly Facet[];
  writes: readonly Facet[];
  run(site: BuiltSite): StepResult | Promise<StepResult>;
}

interface FacetDefinition {
  what: string;
  /** What of a page the facet covers, to tell whether a step changed it (HTML facets only). */
  observe?: (html: string) => string;
}

const matches = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).join('\n');

/** The parts of the built site steps read and write. */
export const FACETS = {
  'island-markup': {
    what: '<astro-island> elements (component and renderer URLs)',
    observe: (html) => matches(html, /<astro-island\b[^>]*>/g),
  },
  'module-script-tags': {
    what: 'bundled module scripts (<script type="module" src>)',
    observe: (html) => matches(html, /<script\b[^>]*\ssrc=[^>]*>/g),
  },
  'inline-scripts': {
    what: 'the text of inline scripts, which the Content-Security-Policy allows by hash',
    observe: (html) => inlineScripts(html).join('\n'),
  },
  'inline-styles': {
    what: 'inline <style> elements and style attributes, which the Content-Security-Policy allows by hash',
    observe: (html) => [...inlineStyles(html), ...styleAttributes(html)].join('\n'),
  },
  'page-content': {
    what: 'the text of pages (headings, prose, tables, code), which their Markdown versions hold',
    observe: (html) => html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ''),
  },
  'content-outputs': { what: 'what is made of the text of pages: their Markdown versions, sections.json, the search index' },
  'host-header-files': { what: 'the header files for static hosts (_headers, staticwebapp.config.json, .htaccess)' },
} satisfies Record<string, FacetDefinition>;

export type Facet = keyof typeof FACETS;

export class PostBuildOrderError extends Error {}

/** Fails unless every step runs after each step that writes something it reads. */
export function assertOrder(steps: readonly PostBuildStep[]): void {
  steps.forEach((step, i) => {
    for (const later of steps.slice(i + 1)) {
      const clash = step.reads.filter((facet) => later.writes.includes(facet));
      if (clash.length > 0) {
        throw new PostBuildOrderError(
          `post-build: step "${step.name}" reads ${clash.join(', ')} (${FACETS[clash[0]!].what}), ` +
            `which the later step "${later.name}" writes: run "${later.name}" before "${step.name}"`,
        );
      }
    }
  });
}

type Observations = Map<Facet, string>;

/**
 * Throws if `step` changed a facet of a page that it does not declare writing. `seen` holds what was observed of the
 * page's current version (the previous step's "after" is this step's "before"); returns the observations of `after`.
 */
function assertDeclaredWrites(step: PostBuildStep, page: string, before: string, after: string, seen: Observations): Observations {
  const observedAfter: Observations = new Map();
  for (const [facet, definition] of Object.entries(FACETS) as [Facet, FacetDefinition][]) {
    if (!definition.observe || step.writes.includes(facet)) continue;
    if (!seen.has(facet)) seen.set(facet, definition.observe(before));
    observedAfter.set(facet, definition.observe(after));
    if (seen.get(facet) !== observedAfter.get(facet)) {
      throw new PostBuildOrderError(
        `post-build: step "${step.name}" changed ${facet} (${definition.what}) on ${page} ` +
          `but does not declare writing it; add it to the step's writes`,
      );
    }
  }
  return observedAfter;
}

export interface PipelineOutcome {
  /** Every page as the last step left it. */
  pages: Map<string, string>;
  /** Paths of the pages some step changed. */
  changed: Set<string>;
  /** Files the steps wrote, path to content. */
  files: Map<string, string>;
  /** One log line per step, prefixed with its name, ending with its time. */
  log: string[];
}

/**
 * Runs the steps in order over the site; pure (./index.ts reads and writes the files). `checkWrites: false` skips
 * the declared-writes check (the order is always checked).
 */
export async function runPipeline(
  steps: readonly PostBuildStep[],
  site: BuiltSite,
  { checkWrites = true }: { checkWrites?: boolean } = {},
): Promise<PipelineOutcome> {
  assertOrder(steps);
  const pages = new Map(site.pages);
  const changed = new Set<string>();
  const files = new Map<string, string>();
  const log: string[] = [];
  const observed = new Map<string, Observations>();
  for (const step of steps) {
    const started = performance.now();
    const result = await step.run({ ...site, pages });
    for (const [page, html] of result.pages ?? []) {
      const before = pages.get(page);
      if (before === undefined) throw new Error(`post-build: step "${step.name}" rewrote ${page}, which is not a built page`);
      if (checkWrites) observed.set(page, assertDeclaredWrites(step, page, before, html, observed.get(page) ?? new Map()));
      pages.set(page, html);
      changed.add(page);
    }
    for (const [file, content] of result.files ?? []) files.set(file, content);
    log.push(`${step.name}: ${result.summary} (${Math.round(performance.now() - started)} ms)`);
  }
  return { pages, changed, files, log };
}

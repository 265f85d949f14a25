// Astro integration: after the build, runs the post-build steps (./steps.ts, in the order stated
// there) over the built pages and writes what they change. The steps are pure functions over an
// in-memory copy of the site (./pipeline.ts); this file only reads and writes files. Under `astro dev`
// it answers `<page>.md` with the Markdown version the build would write (steps/page-content.ts).
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseDir, safeDecode } from '@paydocs/spec-access/urls';
import type { AstroIntegration } from 'astro';
import { assertOrder, runPipeline } from './pipeline.ts';
import { POST_BUILD_STEPS } from './steps.ts';
import { devMarkdownVersion } from './steps/page-content.ts';

/** `checkWrites`: hold each step to the facets it declares writing (./pipeline.ts); the test command's builds do. */
export default function postBuild({ steps = POST_BUILD_STEPS, checkWrites = false } = {}): AstroIntegration {
  // A wrong order fails when the config loads, in dev too, not only at the end of a build.
  assertOrder(steps);
  let base = '/';
  let assets = '/_astro/';
  return {
    name: 'paydocs:post-build',
    hooks: {
      // `astro dev`: `<page>.md` converted from the page the server renders, as the build writes it.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const path = safeDecode(new URL(req.url ?? '/', 'http://dev').pathname);
          if (!path.endsWith('.md')) return next();
          const renderPage = async (page: string) => {
            const response = await fetch(new URL(page, `http://${req.headers.host}`));
            return response.ok ? response.text() : undefined;
          };
          devMarkdownVersion(path, renderPage).then((markdown) => {
            if (markdown === undefined) return next();
            res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
            res.end(markdown);
          }, next);
        });
      },
      'astro:config:done': ({ config }) => {
        base = baseDir(config.base);
        assets = `${base}${config.build.assets}/`;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages = new Map<string, string>();
        for (const entry of await readdir(out, { withFileTypes: true, recursive: true })) {
          const file = join(entry.parentPath, entry.name);
          if (entry.isFile() && entry.name.endsWith('.html')) pages.set(relative(out, file), await readFile(file, 'utf8'));
        }
        const outcome = await runPipeline(
          steps,
          {
            pages,
            base,
            assets,
            readFile: (file) => readFileSync(join(out, file), 'utf8'),
          },
          { checkWrites },
        );
        for (const page of outcome.changed) await writeFile(join(out, page), outcome.pages.get(page)!);
        for (const [file, content] of outcome.files) {
          await mkdir(dirname(join(out, file)), { recursive: true });
          await writeFile(join(out, file), content);
        }
        for (const line of outcome.log) logger.info(line);
      },
    },
  };
}

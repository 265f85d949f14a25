// Content collections. `docs`: the guides (MDX), ids keep their case (see config/doc-id.ts).
// `changelog` / `changesets`: release notes of the API description, shown at /changelog.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { DOCS_CONTENT_DIR, DOCS_PATTERN, docIdFromPath } from './config/doc-id.ts';
import { findWorkspaceRoot } from './config/workspace.ts';

const docs = defineCollection({
  loader: glob({
    pattern: DOCS_PATTERN,
    base: `./${DOCS_CONTENT_DIR}`,
    generateId: ({ entry }) => docIdFromPath(entry),
  }),
  schema: z.object({
    /** Page title: the h1, the sidebar label and the browser tab title. */
    title: z.string().min(1),
    /** One line: the meta description and the text under the link on category pages. */
    description: z
      .string()
      .min(1)
      .refine((value) => !/[\r\n]/.test(value), { message: 'description must be one line' }),
    /** `false` renders the page without the docs sidebar. */
    sidebar: z.boolean().default(true),
  }),
});

// The spec package's CHANGELOG.md, found through the package (not a ../../ path into spec/).
const specPackageDir = dirname(createRequire(import.meta.url).resolve('@paydocs/openapi/package.json'));

const changelog = defineCollection({
  loader: glob({ pattern: 'CHANGELOG.md', base: specPackageDir }),
  schema: z.looseObject({}),
});

// Until the first release writes CHANGELOG.md, the pending changesets are the release notes.
const changesets = defineCollection({
  loader: glob({ pattern: ['*.md', '!README.md'], base: join(findWorkspaceRoot(), '.changeset') }),
  schema: z.record(z.string(), z.unknown()),
});

export const collections = { docs, changelog, changesets };

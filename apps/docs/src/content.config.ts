// Content collections. `docs`: the guides (MDX), ids keep their case (see config/doc-id.ts).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { DOCS_CONTENT_DIR, DOCS_PATTERN, docIdFromPath } from './config/doc-id.ts';

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
    /**
     * Words readers search for that the page may not use (`PCI`, `beneficial owner`): the page's
     * `<meta name="keywords">`, which the search index (@paydocs/api-search) weighs above body text.
     */
    keywords: z.array(z.string().min(1)).default([]),
    /** `false` renders the page without the docs sidebar. */
    sidebar: z.boolean().default(true),
  }),
});

export const collections = { docs };

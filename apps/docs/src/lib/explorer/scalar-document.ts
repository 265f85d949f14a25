// The document the explorer's Scalar reads (/api-spec/explorer.json), prepared at build time the way Scalar's own
// server store prepares one (@scalar/workspace-store/server): upgraded to 3.1, coerced to Scalar's document schema and
// carrying its sidebar (`x-scalar-navigation`). Given such a document, Scalar's browser store skips bundling, coercion
// and building the navigation: for this API about 1.5 s of main-thread work on a phone (4x CPU throttling), which
// would otherwise run on every visit. The versions are the ones @scalar/api-reference itself depends on
// (scalar-document.test.ts holds them together), so the browser reads the shape the server wrote.
import { getRaw } from '@scalar/json-magic/magic-proxy';
import { createServerWorkspaceStore } from '@scalar/workspace-store/server';
import { EXPLORER_DOCUMENT_SLUG as NAME } from './document-slug.ts';

export class ScalarDocumentError extends Error {}

/**
 * `doc`: the bundled description (not modified: Scalar's store works on a copy). `source` names it in errors. The
 * result is the whole document with Scalar's navigation added; its `$ref`s stay as written (the browser resolves
 * them as it would have).
 */
export async function scalarDocument(doc: object, source: string): Promise<Record<string, unknown>> {
  const warnings: string[] = [];
  // The store reports a document it cannot process with console.warn and leaves it out; here that fails the build.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  let store: Awaited<ReturnType<typeof createServerWorkspaceStore>>;
  try {
    store = await createServerWorkspaceStore({
      mode: 'ssr',
      baseUrl: '/',
      documents: [{ name: NAME, document: structuredClone(doc) as Record<string, unknown> }],
    });
  } finally {
    console.warn = warn;
  }
  const resolved = store.getResolvedDocument(NAME);
  if (!resolved) {
    throw new ScalarDocumentError(
      `${source}: Scalar's workspace store could not prepare the explorer's document: ${warnings.join('; ') || 'no reason given'}`,
    );
  }
  return getRaw(resolved) as Record<string, unknown>;
}

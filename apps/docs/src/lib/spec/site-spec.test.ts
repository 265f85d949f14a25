// The site's data is computed per bundled document, one direction: a new document (what a spec edit under `pnpm dev`
// gives, since loadBundle re-reads a changed file) gets a new model, new pages and a new changelog whose
// "Unreleased" section follows it; the same document keeps all three.
import { describe, expect, test } from 'vitest';
import { siteChangelog } from '../changelog/site-changelog.ts';
import { referencePages, siteModel, siteSpec } from './site-spec.ts';
import type { OpenAPIObject as OpenApiDocument } from '@paydocs/spec-access';

const options = { source: 'spec/dist/openapi.json', base: '/' };
const unreleasedKeys = (doc: object) => (siteChangelog(doc).unreleased?.groups ?? []).map((g) => g.subject.key);

describe('site data by bundle identity', () => {
  const before = siteSpec().doc;
  // The edit: an operation renamed in the YAML, as a rebuilt bundle shows it (a new document object).
  const after = structuredClone(before) as OpenApiDocument;
  const paths = after.paths as Record<string, unknown>;
  paths['/checkouts-renamed'] = paths['/checkouts'];
  delete paths['/checkouts'];

  test('the same document keeps its model, pages and changelog', () => {
    expect(siteModel(before, options)).toBe(siteSpec());
    expect(referencePages(siteSpec())).toBe(referencePages(siteSpec()));
    expect(siteChangelog(before)).toBe(siteChangelog(before));
  });

  test('a new document gets a new changelog whose Unreleased section names the edit', () => {
    expect(siteChangelog(after)).not.toBe(siteChangelog(before));
    expect(unreleasedKeys(before).some((k) => k.includes('/checkouts-renamed'))).toBe(false);
    expect(
      unreleasedKeys(after)
        .filter((k) => /\/checkouts(-renamed)?$/.test(k))
        .sort(),
    ).toEqual(['GET /checkouts', 'GET /checkouts-renamed', 'POST /checkouts', 'POST /checkouts-renamed']);
  });

  test("a new document's model links to its own pages", () => {
    const model = siteModel(after, options);
    expect(model).not.toBe(siteSpec());
    const created = model.operations().find((o) => o.path === '/checkouts-renamed' && o.method === 'post');
    expect(created && model.href(created.anchor)).toMatch(/^\/api-spec\/[^#]+\/createCheckout#operation\/createCheckout$/);
  });
});

// URLs of the changelog outputs: absolute when the site URL is configured (feeds want absolute links), else
// site-relative under the base, as llms.txt does. Feed ids are the page URL, or a URN without a site URL.
import { withBase } from '../../config/site.ts';

export const CHANGELOG_TITLE = 'API changelog';
export const CHANGELOG_DESCRIPTION =
  'What changed in the API description, release by release: breaking changes first, each linked to the reference.';

export function changelogUrls(siteUrl: URL | undefined) {
  const url = (path: string) => (siteUrl ? new URL(withBase(path), siteUrl).href : withBase(path));
  return { url, idBase: siteUrl ? url('/changelog') : 'urn:paydocs:api-changelog' };
}

// /changelog.xml (Atom, RFC 4287) and /changelog.json (JSON Feed 1.1): the changelog as feeds, one entry per release
// (lib/changelog/feeds.ts).
import type { APIRoute } from 'astro';
import { atomFeed, jsonFeed } from '../lib/changelog/feeds.ts';
import { CHANGELOG_DESCRIPTION, CHANGELOG_TITLE, changelogUrls } from '../lib/changelog/page-urls.ts';
import { siteChangelogView } from '../lib/changelog/site-changelog.ts';
import { specOf } from '../lib/spec/spec-context.ts';

const FEEDS = {
  xml: { write: atomFeed, type: 'application/atom+xml; charset=utf-8' },
  json: { write: jsonFeed, type: 'application/feed+json; charset=utf-8' },
};

export const getStaticPaths = () => Object.keys(FEEDS).map((format) => ({ params: { format } }));

export const GET: APIRoute = async ({ params, site, locals }) => {
  const feed = FEEDS[params.format as keyof typeof FEEDS];
  const options = { title: CHANGELOG_TITLE, description: CHANGELOG_DESCRIPTION, ...changelogUrls(site) };
  return new Response(await feed.write(siteChangelogView(specOf({ locals })), options), { headers: { 'Content-Type': feed.type } });
};

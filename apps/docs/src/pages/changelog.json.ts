// /changelog.json: the changelog as a JSON Feed 1.1, each release's changes also as data (lib/changelog/feeds.ts).
import type { APIRoute } from 'astro';
import { jsonFeed } from '../lib/changelog/feeds.ts';
import { CHANGELOG_DESCRIPTION, CHANGELOG_TITLE, changelogUrls } from '../lib/changelog/page-urls.ts';
import { siteChangelogView } from '../lib/changelog/site-changelog.ts';
import { specOf } from '../lib/spec/spec-context.ts';

export const GET: APIRoute = async ({ site, locals }) =>
  new Response(
    await jsonFeed(siteChangelogView(specOf({ locals })), {
      title: CHANGELOG_TITLE,
      description: CHANGELOG_DESCRIPTION,
      ...changelogUrls(site),
    }),
    {
      headers: { 'Content-Type': 'application/feed+json; charset=utf-8' },
    },
  );

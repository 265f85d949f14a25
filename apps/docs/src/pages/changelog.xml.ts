// /changelog.xml: the changelog as an Atom feed, one entry per release (lib/changelog/feeds.ts).
import type { APIRoute } from 'astro';
import { atomFeed } from '../lib/changelog/feeds.ts';
import { CHANGELOG_DESCRIPTION, CHANGELOG_TITLE, changelogUrls } from '../lib/changelog/page-urls.ts';
import { siteChangelogView } from '../lib/changelog/site-changelog.ts';
import { specOf } from '../lib/spec/spec-context.ts';

export const GET: APIRoute = async ({ site, locals }) =>
  new Response(
    await atomFeed(siteChangelogView(specOf({ locals })), {
      title: CHANGELOG_TITLE,
      description: CHANGELOG_DESCRIPTION,
      ...changelogUrls(site),
    }),
    {
      headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
    },
  );

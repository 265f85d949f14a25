// /changelog.md: the Markdown version of /changelog (see lib/changelog/markdown.ts).
import type { APIRoute } from 'astro';
import { changelogMarkdown } from '../lib/changelog/markdown.ts';
import { CHANGELOG_DESCRIPTION, CHANGELOG_TITLE, changelogUrls } from '../lib/changelog/page-urls.ts';
import { siteChangelogView } from '../lib/changelog/site-changelog.ts';
import { specOf } from '../lib/spec/spec-context.ts';

export const GET: APIRoute = ({ site, locals }) =>
  new Response(
    changelogMarkdown(siteChangelogView(specOf({ locals })), {
      title: CHANGELOG_TITLE,
      description: CHANGELOG_DESCRIPTION,
      href: changelogUrls(site).url,
    }),
    {
      headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
    },
  );

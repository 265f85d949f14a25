// The post-build steps, in the order they run. ./pipeline.ts checks the order against what each
// step declares it reads and writes (assertOrder), and fails the build if it is wrong.
//   1. page-content: writes each page's Markdown version, sections.json and the search index from its content.
//      It reads only the text of pages, which no later step changes.
//   2. deferred-scripts: replaces every page's module scripts with one inline loader. It adds an
//      inline script to every page, so it must run before step 3.
//   3. security-headers: hashes every inline script and style into the Content-Security-Policy. Last:
//      any inline script or style added or changed after it would be blocked by the browser.
import type { PostBuildStep } from './pipeline.ts';
import { deferredScripts } from './steps/deferred-scripts.ts';
import { pageContent } from './steps/page-content.ts';
import { securityHeaders } from './steps/security-headers.ts';

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [pageContent, deferredScripts, securityHeaders];

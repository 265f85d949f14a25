// The Markdown rendering of a response view (lib/spec/model/response.ts): "Returns 201: `Payment`.",
// what the HTML <Response variant="returns"> shows on the operation card.
import type { ResponseView } from '../model/response.ts';
import { mdCode } from './md-table.ts';

export function returnsMarkdown(r: ResponseView): string {
  return `Returns ${r.status}${r.body ? `: ${mdCode(r.body.label)}` : ''}.`;
}

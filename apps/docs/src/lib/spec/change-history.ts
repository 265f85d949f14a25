// Which releases changed an operation or webhook, for the "Changed in" line of the reference. spec.ts installs the
// lookup for the site's spec document (from the changelog of its releases); any other document (a test fixture) has
// no history.
import type { OpenApiDocument } from './types.ts';

export type ChangeHistory = (key: string) => string[];

const histories = new WeakMap<OpenApiDocument, ChangeHistory>();

export function setChangeHistory(doc: OpenApiDocument, lookup: ChangeHistory): void {
  histories.set(doc, lookup);
}

/** Versions that changed `POST /payments` or `webhook payment.created` in `doc`, newest first. */
export const releasesThatChanged = (doc: OpenApiDocument, key: string): string[] => histories.get(doc)?.(key) ?? [];

/**
 * The name Scalar gives the explorer's document. The build prepares the document's sidebar under this name
 * (scalar-document.ts) and the ids Scalar renders start with it (the explorer's configuration, scalar-config.ts), so
 * both must use the same one.
 */
export const EXPLORER_DOCUMENT_SLUG = 'api';

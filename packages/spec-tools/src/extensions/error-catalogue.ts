// The error catalogue as its readers take it (the site's tables, the mock's error answers, the MCP server's
// get_error): every code of `ErrorCode` with its `x-error-catalogue` entry and its `x-enum-descriptions` sentence.
// Lint guarantees both cover every code with the contract's shape, so they are read here without checks. Types only
// from the contracts, so the mock's browser build takes this file without zod.
import type { SchemaObject, SpecDocument } from '@paydocs/spec-access';
import type { EnumDescriptions, ErrorCatalogue, ErrorCatalogueEntry } from './index.ts';

export interface ErrorEntry extends Omit<ErrorCatalogueEntry, 'inferred'> {
  code: string;
  description: string;
  /** The status is inferred from the code's kind, not documented for this code (`inferred: true`). */
  inferred: boolean;
}

/** Every code of the catalogue, in the enum's order; a code without an entry (in a spec that skipped lint) is left out. */
export function errorCatalogue(doc: SpecDocument): ErrorEntry[] {
  // The bundle holds ErrorCode inline (a component schema), never as a $ref.
  const schema = (doc.components?.schemas?.ErrorCode ?? {}) as SchemaObject;
  const catalogue: ErrorCatalogue = schema['x-error-catalogue'] ?? {};
  const descriptions: EnumDescriptions = schema['x-enum-descriptions'] ?? {};
  return (schema.enum ?? []).flatMap((value) => {
    const [code, e] = [String(value), catalogue[String(value)]];
    return e ? [{ code, ...e, description: descriptions[code]!, inferred: e.inferred === true }] : [];
  });
}

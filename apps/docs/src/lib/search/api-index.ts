// The spec-derived search index (/search/api-index.json): error codes, operations (operationId,
// method and path), webhook events and schema fields, each with the URL of the place that answers
// it. Ranked before the page sections (@paydocs/api-search), so an API question finds the API's own entry
// first: `insufficient_funds` its catalogue row, `createCheckout` or `POST /checkouts` the
// operation, `payment_token` the schema tables that have that field. The entry type and the ranking
// live in @paydocs/api-search, shared with the MCP server.
import { flattenAllOf, type JsonObject } from '@paydocs/spec-access';
import type { ApiEntry } from '@paydocs/api-search';
import { basePathsOf } from '@paydocs/spec-access/match';
import { operationAnchor, schemaAnchor, webhookAnchor } from '../spec/anchors.ts';
import { errorCatalogue } from '../spec/error-catalogue.ts';
import type { SpecModel } from '../spec/spec-model.ts';

export interface GuidePage {
  /** Route, base included (`/apiFundamentals`). */
  route: string;
  /** MDX source. */
  body: string;
}

/** Anchor of a row of the full error catalogue (ErrorCatalogueTable); unique per page. */
export const errorAnchor = (code: string) => `error-${code}`;
/** Anchor of a schema's field table (SchemaTable). */
export const fieldsAnchor = (schema: string) => `fields-${schema}`;

const firstSentence = (text = '') => text.split(/(?<=\.)\s/)[0]!.replace(/[`*]/g, '');

export function buildApiIndex(model: SpecModel, pages: GuidePage[]): ApiEntry[] {
  const entries: ApiEntry[] = [];
  // The full catalogue (no `group`) is the one every code has a row in.
  const cataloguePage = pages.find((p) => /<ErrorCatalogue\s*\/>/.test(p.body));
  for (const error of errorCatalogue(model)) {
    entries.push({
      kind: 'error',
      key: error.code,
      title: error.code,
      url: cataloguePage ? `${cataloguePage.route}#${errorAnchor(error.code)}` : model.href(schemaAnchor('ErrorCode')),
      detail: `Error code, HTTP ${error.status}${error.inferred ? ' (inferred)' : ''}: ${firstSentence(error.description)}`,
    });
  }
  for (const op of model.operations()) {
    entries.push({
      kind: 'operation',
      key: op.id,
      title: op.id,
      url: model.href(operationAnchor(op.id)),
      detail: `${op.method.toUpperCase()} ${op.path}${op.operation.summary ? `: ${op.operation.summary}` : ''}`,
      method: op.method,
      path: op.path,
      bases: basePathsOf(op),
    });
  }
  for (const hook of model.webhooks()) {
    entries.push({
      kind: 'webhook',
      key: hook.path,
      title: hook.path,
      url: model.href(webhookAnchor(hook.path)),
      detail: `Webhook event${hook.operation.summary ? `: ${hook.operation.summary}` : ''}`,
    });
  }
  // A field links to the guide that shows its schema's table, else to the reference.
  const tablePage = new Map<string, string>();
  for (const page of pages) {
    for (const m of page.body.matchAll(/<SchemaTable\s+name="(\w+)"/g))
      if (!tablePage.has(m[1]!)) tablePage.set(m[1]!, `${page.route}#${fieldsAnchor(m[1]!)}`);
  }
  for (const [name, raw] of Object.entries(model.doc.components?.schemas ?? {})) {
    for (const [field, prop] of flattenAllOf(model.doc as unknown as JsonObject, raw).properties) {
      entries.push({
        kind: 'field',
        key: field,
        title: `${field} in ${name}`,
        url: tablePage.get(name) ?? model.href(schemaAnchor(name)),
        detail: firstSentence((prop as { description?: string })?.description) || `A field of ${name}.`,
      });
    }
  }
  return entries;
}

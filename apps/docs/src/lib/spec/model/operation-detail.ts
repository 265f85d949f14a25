// View model of an operation's full entry on its reference page, on top of its OperationView:
// the request body and each response as nested schema trees, each response's headers and example
// (the spec's own, validated by `pnpm spec validate`), the error-catalogue codes documented under
// the error statuses it returns, and its request samples. Built once per operation; the HTML entry
// (<Operation variant="entry">) reads only this.
import type { JsonValue, ResponseObject } from '@paydocs/spec-access';
import type { ErrorEntry } from '@paydocs/spec-tools/error-catalogue';
import { errorCatalogue } from '../error-catalogue.ts';
import { bodyExample } from '../examples.ts';
import { requestSamples, type RequestSampleCode } from '../reference-samples.ts';
import type { OperationEntry, SpecModel } from '../spec-model.ts';
import { typeLabel, type TypeLabel } from '../describe-schema.ts';
import { operationView, type OperationView } from './operation.ts';
import type { ResponseView } from './response.ts';
import { schemaTree, type SchemaTreeNode } from './schema-tree.ts';

export interface ResponseHeaderView {
  name: string;
  required: boolean;
  type: TypeLabel;
  description: string | undefined;
}

/** A response's view (status, shared component, description, convention) with its body opened. */
export interface ResponseDetail extends Omit<ResponseView, 'body'> {
  contentType: string | undefined;
  tree: SchemaTreeNode | undefined;
  headers: ResponseHeaderView[];
  /** The spec's example of this response, when it has one. */
  example: JsonValue | undefined;
}

export interface OperationDetail {
  view: OperationView;
  request: { contentType: string; required: boolean; tree: SchemaTreeNode | undefined; example: JsonValue | undefined } | undefined;
  responses: ResponseDetail[];
  /** Catalogue codes whose documented (or inferred) status is one of the operation's error statuses. */
  errors: { statuses: string[]; entries: ErrorEntry[] };
  samples: RequestSampleCode[];
}

export function operationDetail(model: SpecModel, entry: OperationEntry, catalogue: ErrorEntry[] = errorCatalogue(model)): OperationDetail {
  const op = entry.operation;
  const view = operationView(model, entry);
  const body = model.requestBody(entry);
  // Status, shared component, description and media type are the response view's (model/response.ts).
  const responses = view.responses.map(({ body: shown, ...shared }): ResponseDetail => {
    const response = model.resolve<ResponseObject>(op.responses![shared.status]!);
    const content = Object.values(response.content ?? {})[0];
    return {
      ...shared,
      contentType: shown?.contentType,
      // A shared response (the error envelope under 400, 404...) is described once on the overview:
      // its entry links there instead of repeating the same tree under every operation.
      tree: shared.component ? undefined : schemaTree(model, content?.schema),
      headers: Object.entries(response.headers ?? {}).map(([name, h]) => {
        const header = model.resolve(h);
        return { name, required: Boolean(header.required), type: typeLabel(model, header.schema), description: header.description };
      }),
      example: bodyExample(model, content),
    };
  });
  // A webhook's replies are the platform's, not the API's errors.
  const errorStatuses = entry.kind === 'webhook' ? [] : responses.map((r) => r.status).filter((s) => /^[45]\d\d$/.test(s));
  return {
    view,
    request: body && {
      contentType: body.contentType,
      required: body.required,
      tree: schemaTree(model, body.media.schema),
      example: bodyExample(model, body.media),
    },
    responses,
    errors: { statuses: errorStatuses, entries: catalogue.filter((e) => errorStatuses.includes(String(e.status))) },
    samples: requestSamples(model, entry),
  };
}

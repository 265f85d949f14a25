// Ajv standalone code for the request bodies and parameters of a bundled spec: createAjv's validators compiled at
// build time into a module (`requestValidatorsModule`), so a Service Worker under a Content-Security-Policy
// without 'unsafe-eval' validates with the same validator (`precompiledContext`, `useAjvContext`).
// @see https://ajv.js.org/standalone.html
import { walkOperations } from '@paydocs/spec-access/walk';
import type { ValidateFunction } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { AJV_BASE, type AjvContext, contextOf, createAjv, schemaRef } from './ajv-context.ts';
import { parameterSchemaRef } from './request.ts';
import { resolveTarget } from './resolve-target.ts';
import type { JsonObject } from './types.ts';

const standaloneCode = standaloneModule.default;

/** The schema ids (`schemaRef`) of every operation's request body and parameter schemas, as validateRequest looks them up. */
export function requestSchemaRefs(doc: JsonObject): string[] {
  const refs = new Set<string>();
  for (const walked of walkOperations(doc)) {
    if (walked.kind !== 'operation' || !walked.operationId) continue;
    for (const p of walked.parameters) if (p.node.schema !== undefined) refs.add(schemaRef('request', parameterSchemaRef(p.pointer)));
    if (walked.operation.requestBody === undefined) continue;
    const target = resolveTarget(doc, { operation: walked.operationId, part: 'request' });
    refs.add(schemaRef(target.direction, target.schema));
  }
  return [...refs];
}

/**
 * A CommonJS module exporting one validate function per request body and parameter schema (`v0`, `v1`, ...) and
 * `refs`, the export name of each schema id: Ajv's own output, which loads its runtime helpers and the formats with
 * `require`, so a bundler (esbuild, for the Service Worker) brings them in. Throws, naming the schema, when one
 * cannot be compiled.
 */
export function requestValidatorsModule(doc: JsonObject): string {
  const ajv = createAjv(doc, { source: true });
  const ids: Record<string, string> = {};
  const names: Record<string, string> = {};
  requestSchemaRefs(doc).forEach((ref, i) => {
    // standaloneCode exports schemas by id: each body schema gets a wrapper schema with its own id.
    const id = `${AJV_BASE}/standalone/v${i}.json`;
    ajv.addSchema({ $id: id, $ref: ref });
    ids[`v${i}`] = id;
    names[ref] = `v${i}`;
  });
  return `${standaloneCode(ajv, ids)}
exports.refs = ${JSON.stringify(names)};
`;
}

/** An AjvContext over precompiled functions; a schema with none is reported as a problem, never compiled. */
export const precompiledContext = (functions: Record<string, unknown>, refs: Record<string, string>): AjvContext =>
  contextOf(
    (ref, schema) => (functions[refs[ref] ?? ''] as ValidateFunction | undefined) ?? `no precompiled validator for the schema at ${schema}`,
  );

// Entry point of the comparison: matches operations and webhooks across two documents (3.0 or 3.1), compares each
// pair, and reports added and removed component schemas (the generated types are named after them).
import { asJson, child, OpenApiDocument, type Json } from './document.ts';
import { DiffContext, pairUp, sortFindings, type Finding } from './finding.ts';
import { compareOperation } from './operation-diff.ts';

export function diffSpecs(before: object, after: object): Finding[] {
  const ctx = new DiffContext(new OpenApiDocument(before as Json), new OpenApiDocument(after as Json));
  pairUp(ctx.before.operations(), ctx.after.operations(), {
    removed: (b) => {
      ctx.where = b.key;
      if (b.webhook) ctx.add('webhook-removed', b.op.ptr, '#', `Webhook \`${b.path}\` (${b.method.toUpperCase()}) is no longer sent.`);
      else ctx.add('api-removed', b.op.ptr, '#', `\`${b.key}\` was removed.`);
    },
    kept: (b, a) => compareOperation(ctx, b, a),
    added: (a) => {
      ctx.where = undefined;
      if (a.webhook) ctx.add('webhook-added', '#', a.op.ptr, `Webhook \`${a.path}\` (${a.method.toUpperCase()}) was added.`);
      else ctx.add('api-added', '#', a.op.ptr, `\`${a.key}\` was added.`);
    },
  });
  ctx.where = undefined;
  const schemas = (doc: OpenApiDocument) => asJson(asJson(doc.raw.components).schemas);
  const at = (name: string) => child('#/components/schemas', name);
  pairUp(schemas(ctx.before), schemas(ctx.after), {
    removed: (_, name) =>
      ctx.add('api-schema-removed', at(name), '#/components/schemas', `Schema \`${name}\` was removed; its generated type disappears.`),
    added: (_, name) => ctx.add('api-schema-added', '#/components/schemas', at(name), `Schema \`${name}\` was added.`),
  });
  return sortFindings(ctx.findings.values());
}

// Entry point of the comparison: matches operations and webhooks across two documents (3.0 or 3.1), compares each
// pair, and reports added and removed component schemas (the generated types are named after them).
import { asJson, child, OpenApiDocument, type Json } from './document.ts';
import { DiffContext, sortFindings, type Finding } from './finding.ts';
import { compareOperation } from './operation-diff.ts';

export function diffSpecs(before: object, after: object): Finding[] {
  const ctx = new DiffContext(new OpenApiDocument(before as Json), new OpenApiDocument(after as Json));
  const ob = ctx.before.operations();
  const oa = ctx.after.operations();
  for (const [key, b] of ob) {
    const a = oa.get(key);
    ctx.where = b.webhook ? `webhook ${b.path}` : b.key;
    if (!a) {
      if (b.webhook) ctx.add('webhook-removed', b.op.ptr, '#', `Webhook \`${b.path}\` (${b.method.toUpperCase()}) is no longer sent.`);
      else ctx.add('api-removed', b.op.ptr, '#', `\`${b.key}\` was removed.`);
      continue;
    }
    compareOperation(ctx, b, a);
  }
  ctx.where = undefined;
  for (const [key, a] of oa) {
    if (ob.has(key)) continue;
    if (a.webhook) ctx.add('webhook-added', '#', a.op.ptr, `Webhook \`${a.path}\` (${a.method.toUpperCase()}) was added.`);
    else ctx.add('api-added', '#', a.op.ptr, `\`${a.key}\` was added.`);
  }
  const sb = asJson(asJson(ctx.before.raw.components).schemas);
  const sa = asJson(asJson(ctx.after.raw.components).schemas);
  const at = (name: string) => child('#/components/schemas', name);
  for (const name of Object.keys(sb)) {
    if (!(name in sa))
      ctx.add('api-schema-removed', at(name), '#/components/schemas', `Schema \`${name}\` was removed; its generated type disappears.`);
  }
  for (const name of Object.keys(sa)) {
    if (!(name in sb)) ctx.add('api-schema-added', '#/components/schemas', at(name), `Schema \`${name}\` was added.`);
  }
  return sortFindings(ctx.findings.values());
}

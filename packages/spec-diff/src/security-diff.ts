// Compares the security an operation demands. Security is a list of alternatives (any one suffices), each a set of
// schemes (all needed) with scopes; an operation without its own `security` inherits the document's.
// @see https://spec.openapis.org/oas/v3.1.0#security-requirement-object
import { requiresToken, securityRequirements } from '@paydocs/spec-access/model';
import { asJson, child, type Json, type Operation } from './document.ts';
import { type DiffContext, pairUp } from './finding.ts';

interface Effective {
  /** Where the requirement list is: the operation's own, or `#/security` when inherited. */
  ptr: string;
  inherited: boolean;
  /** Alternatives keyed by their sorted scheme names; values map scheme to scopes. */
  alternatives: Map<string, Map<string, string[]>>;
  /** An empty requirement `{}` (or no security at all) lets clients call without credentials. */
  anonymous: boolean;
}

/** The scopes of one scheme in a requirement: a list of scope names (anything else in it is not a scope). */
const scopesOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []);

function effective(doc: Json, op: Operation): Effective {
  const own = op.op.node.security !== undefined;
  const list = securityRequirements(doc, op.op.node).map(asJson);
  const alternatives = new Map<string, Map<string, string[]>>();
  for (const requirement of list) {
    const schemes = Object.keys(requirement).sort();
    if (schemes.length === 0) continue;
    alternatives.set(schemes.join(' + '), new Map(schemes.map((s) => [s, scopesOf(requirement[s])])));
  }
  return {
    ptr: own ? child(op.op.ptr, 'security') : '#/security',
    inherited: !own,
    alternatives,
    anonymous: !requiresToken(doc, op.op.node),
  };
}

export function compareSecurity(ctx: DiffContext, before: Operation, after: Operation): void {
  const b = effective(ctx.before.raw, before);
  const a = effective(ctx.after.raw, after);
  // A requirement inherited on both sides is reported once for the document, not once per operation.
  const who = b.inherited && a.inherited ? 'the document-wide security' : `${ctx.where}`;
  if (b.anonymous && !a.anonymous) {
    ctx.add('api-security-added', b.ptr, a.ptr, `${who}: credentials are now required (${[...a.alternatives.keys()].join(' or ')}).`);
    return;
  }
  if (!b.anonymous && a.anonymous) {
    ctx.add('api-security-removed', b.ptr, a.ptr, `${who}: credentials are no longer required.`);
    return;
  }
  pairUp(b.alternatives, a.alternatives, {
    removed: (_, key) =>
      ctx.add('api-security-alternative-removed', b.ptr, a.ptr, `${who}: authenticating with ${key} is no longer accepted.`),
    kept: (schemes, next) => {
      for (const [scheme, scopes] of schemes) {
        const now = next.get(scheme) ?? [];
        const added = now.filter((s) => !scopes.includes(s));
        const removed = scopes.filter((s) => !now.includes(s));
        if (added.length) ctx.add('api-security-scope-added', b.ptr, a.ptr, `${who}: ${scheme} now needs scope(s) ${added.join(', ')}.`);
        if (removed.length)
          ctx.add('api-security-scope-removed', b.ptr, a.ptr, `${who}: ${scheme} no longer needs scope(s) ${removed.join(', ')}.`);
      }
    },
    added: (_, key) => ctx.add('api-security-alternative-added', b.ptr, a.ptr, `${who}: authenticating with ${key} is now accepted.`),
  });
}

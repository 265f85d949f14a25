// The web component token scopes each embeddable component needs, from `x-component-scopes` on
// the WebComponentScope schema, for <WebComponentScopes /> and its Markdown version. The shape is the
// extension's contract, enforced by `pnpm spec lint` (which also requires the key on that schema),
// so it is read here without checking it again.
import type { ComponentScopeEntry } from '@paydocs/spec-tools/extensions';
import type { SpecModel } from './spec-model.ts';

export function componentScopes(model: SpecModel): ComponentScopeEntry[] {
  return model.getSchema('WebComponentScope')['x-component-scopes'] ?? [];
}

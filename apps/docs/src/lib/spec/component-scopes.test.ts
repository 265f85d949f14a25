import { describe, expect, test } from 'vitest';
import { componentScopes } from './component-scopes.ts';
import { siteSpec } from './site-spec.ts';

const spec = siteSpec();

describe('componentScopes', () => {
  test('reads the scopes of every web component from the bundled spec', () => {
    const checkout = componentScopes(spec).find((c) => c.component === 'checkout');
    expect(checkout?.scopes).toEqual(['write:checkout:{checkoutId}', 'write:tokenize:{accountId}']);
    expect(componentScopes(spec).map((c) => c.component)).toEqual(['tokenize', 'provisioning', 'checkout']);
  });
});

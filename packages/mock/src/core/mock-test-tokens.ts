// The mock's own payment tokens, one per card decline code of the error catalogue (group `card`, status 402) and one
// that always succeeds: the mock's, not the API's (it publishes none); each use stands for a new single-use token.
// The one table of them: the sandbox reads it, the docs site renders it (<MockTestTokens>).
import { errorCatalogue } from '@paydocs/spec-tools/error-catalogue';
import type { Spec } from './types.ts';

/** Every mock test token starts with this, so nobody mistakes it for a token of the API. */
export const MOCK_TOKEN_PREFIX = 'mock_tok_';
/** A token the mock accepts as a card that is charged successfully (any other token not below does too). */
export const MOCK_SUCCESS_TOKEN = `${MOCK_TOKEN_PREFIX}success`;

export interface MockTestToken {
  token: string;
  /** The catalogue code the mock answers with. */
  code: string;
  /** Its documented status (402). */
  status: number;
  /** For `card_declined`: the issuer's decline code, the `Error` schema's example. */
  declineCode?: string;
  /** The catalogue's description of the code. */
  description: string;
}

/** One token per documented card decline code, in catalogue order. */
export function mockTestTokens(spec: Spec): MockTestToken[] {
  const errorExample = (spec.components?.schemas?.Error?.examples ?? [])[0] as { decline_code?: string } | undefined;
  return errorCatalogue(spec)
    .filter((entry) => entry.group === 'card' && entry.status === 402)
    .map(({ code, ...entry }) => ({
      token: `${MOCK_TOKEN_PREFIX}${code}`,
      code,
      status: entry.status,
      ...(code === 'card_declined' && errorExample?.decline_code ? { declineCode: errorExample.decline_code } : {}),
      description: entry.description ?? '',
    }));
}

/** The decline a token stands for, or undefined for a token the mock charges successfully. */
export function mockDecline(spec: Spec, token: unknown): MockTestToken | undefined {
  return typeof token === 'string' && token.startsWith(MOCK_TOKEN_PREFIX) ? mockTestTokens(spec).find((t) => t.token === token) : undefined;
}

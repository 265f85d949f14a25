// The mock's own payment tokens, one per card decline code of the error catalogue (group `card`, status 402) and one
// that always succeeds: the mock's, not the API's (it publishes none); each use stands for a new single-use token.
// The one table of them: the sandbox reads it, the docs site renders it (<MockTestTokens>).
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
  const errorCode = spec.components?.schemas?.ErrorCode ?? {};
  const catalogue = (errorCode['x-error-catalogue'] ?? {}) as Record<string, { status: number; group: string }>;
  const descriptions = (errorCode['x-enum-descriptions'] ?? {}) as Record<string, string>;
  const errorExample = (spec.components?.schemas?.Error?.examples ?? [])[0] as { decline_code?: string } | undefined;
  return Object.entries(catalogue)
    .filter(([, entry]) => entry.group === 'card' && Number(entry.status) === 402)
    .map(([code, entry]) => ({
      token: `${MOCK_TOKEN_PREFIX}${code}`,
      code,
      status: Number(entry.status),
      ...(code === 'card_declined' && errorExample?.decline_code ? { declineCode: errorExample.decline_code } : {}),
      description: descriptions[code] ?? '',
    }));
}

/** The decline a token stands for, or undefined for a token the mock charges successfully. */
export function mockDecline(spec: Spec, token: unknown): MockTestToken | undefined {
  return typeof token === 'string' && token.startsWith(MOCK_TOKEN_PREFIX) ? mockTestTokens(spec).find((t) => t.token === token) : undefined;
}

// Webhook signature check, as the spec describes it: hex HMAC-SHA256 over
// `${timestamp}.${rawBody}` with the webhook signing secret. Runs on WebCrypto, so in the browser
// nothing leaves the page. Pure functions, unit-tested without a DOM.
// @see https://www.rfc-editor.org/rfc/rfc2104 (HMAC)

export async function hmacSha256Hex(secret: string, message: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await subtle.sign('HMAC', key, encoder.encode(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Compares in time independent of where the strings differ (no early exit), the habit a
 * receiver must have so response timing cannot reveal how much of a forged signature matched.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let diff = a.length ^ b.length;
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export type VerifyResult =
  | { status: 'incomplete'; missing: string[] }
  | { status: 'computed'; expected: string }
  | { status: 'match' | 'mismatch'; expected: string };

export interface VerifyInput {
  secret: string;
  timestamp: string;
  rawBody: string;
  /** Optional: the signature header value to compare with. */
  signature: string;
}

export async function verifyWebhookSignature(input: VerifyInput, subtle?: SubtleCrypto): Promise<VerifyResult> {
  const missing = [
    input.secret === '' ? 'signing secret' : '',
    input.timestamp === '' ? 'timestamp' : '',
    input.rawBody === '' ? 'raw body' : '',
  ].filter(Boolean);
  if (missing.length) return { status: 'incomplete', missing };
  const expected = await hmacSha256Hex(input.secret, `${input.timestamp}.${input.rawBody}`, subtle);
  // Hex digests compare case-insensitively; surrounding whitespace from copy-paste is ignored.
  const received = input.signature.trim().toLowerCase();
  if (received === '') return { status: 'computed', expected };
  return { status: constantTimeEqual(expected, received) ? 'match' : 'mismatch', expected };
}

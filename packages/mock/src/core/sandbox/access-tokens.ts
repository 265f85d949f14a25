// The API's rule for access tokens (BearerAuth and `POST /oauth/token`, the README's state table). Two tokens the
// sandbox did not issue stand for one it did, so the docs' prefilled requests run: the documented example token
// and Try it's `<token>` placeholder.
import { TOKEN_PLACEHOLDER } from '@paydocs/request-validator';
import { requireOperation, requiresToken } from '@paydocs/spec-access/model';
import type { MockResponse, Spec } from '../types.ts';
import { documentedError } from '../catalogue-error.ts';
import { stateful } from './answer.ts';
import { businessDuration } from './business-time.ts';
import { newId } from './echo.ts';
import type { RuleContext, SandboxState } from './state.ts';

/** Every access token the sandbox issues starts with this (the API's format is not documented). */
const MOCK_ACCESS_TOKEN_PREFIX = 'mock_';

/** The token the docs show: the `AccessToken` schema's example. */
function exampleToken(spec: Spec): string | undefined {
  const example = spec.components?.schemas?.AccessToken?.examples?.[0] as { access_token?: string } | undefined;
  return example?.access_token;
}

/** `POST /oauth/token`: a new token for the client id sent. */
export function issueAccessToken(ctx: RuleContext): MockResponse {
  const access_token = newId(MOCK_ACCESS_TOKEN_PREFIX);
  ctx.state.accessTokens ??= {};
  ctx.state.accessTokens[access_token] = { client_id: String(ctx.sent.client_id), issued_at: ctx.now.toISOString() };
  return stateful(ctx.base, { access_token });
}

/** The bearer token of an `Authorization` header, or undefined when the header is not `Bearer <token>`. */
function bearerToken(headers: Record<string, string>): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
}

/** Whether the token is one the sandbox takes now. */
function accepted(spec: Spec, state: SandboxState, token: string, now: Date): boolean {
  if (token === TOKEN_PLACEHOLDER || token === exampleToken(spec)) return true;
  const issued = state.accessTokens?.[token];
  if (!issued) return false;
  const lifetime = businessDuration(spec, 'access_token_lifetime');
  return lifetime === undefined || now.getTime() - Date.parse(issued.issued_at) < lifetime;
}

/**
 * The documented 401 for a call that needs a token and sends an `Authorization` header the sandbox does not take;
 * undefined when the call needs none or the token is good. (A missing header is the validator's problem already.)
 */
export function refuseBearer(spec: Spec, state: SandboxState, operationId: string, headers: Record<string, string>, now: Date) {
  if (headers.authorization === undefined || !requiresToken(spec, requireOperation(spec, operationId).operation)) return undefined;
  const token = bearerToken(headers);
  return token && accepted(spec, state, token, now) ? undefined : documentedError(spec, operationId, 'not_authenticated');
}

/** The account type a token acts on: `live` for a client id starting with `live_`, else `test`. */
export function accountTypeOf(state: SandboxState, headers: Record<string, string>): 'test' | 'live' {
  const token = bearerToken(headers);
  return token && state.accessTokens?.[token]?.client_id.startsWith('live_') ? 'live' : 'test';
}

// The plain request and response the mock core works on: no msw, no fetch types, so the msw handlers (Node) and
// the docs site's Service Worker (browser) both adapt their own Request/Response objects to these.
import type { RequestInput, RequestProblem } from '@paydocs/request-validator';

export type { RequestProblem, UntypedJson as Spec } from '@paydocs/request-validator';

/** A call as the validator takes it, the path as sent (`/v1/payments/pay_123?limit=5`); header names in any case. */
export interface MockRequest extends RequestInput {
  headers: Record<string, string>;
}

/**
 * What the mock answered and why: the documented success response and its example, the documented error envelope
 * with the catalogue code the API documents for the failure, or a statement that the API documents no error for it.
 */
export type MockOutcome = 'success' | 'documented-error' | 'not-documented';

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text; absent for a response without a body (204). */
  body?: string;
  outcome: MockOutcome;
  operationId?: string;
  /** Every problem the request validator found (empty on success). */
  problems: RequestProblem[];
}

/** The header on every mock response saying what it is (the outcome above). */
export const MOCK_HEADER = 'x-paydocs-mock';

// Every operation of the real spec, called with a request built from its own examples, gets its documented success
// status and example, through the pure core and through msw's setupServer with a real fetch.
import { walkOperations } from '@paydocs/spec-access';
import { validateExample } from '@paydocs/request-validator';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from '@paydocs/request-validator';
import { respond } from '../src/core/index.ts';
import { createHandlers } from '../src/index.ts';
import { spec } from './spec.ts';

const operations = walkOperations(spec).filter((w) => w.kind === 'operation');
const successStatus = (responses: Record<string, unknown>) =>
  Number(
    Object.keys(responses)
      .filter((c) => /^2\d\d$/.test(c))
      .sort()[0],
  );

describe('every operation of the spec', () => {
  it('is covered: the spec has operations and each has an operationId', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const w of operations) expect(w.operationId, `${w.method} ${w.path}`).toBeTruthy();
    console.log(`mock: ${operations.length} operations`);
  });

  it.each(operations.map((w) => [w.operationId!, w] as const))('%s answers its documented success', (operationId, w) => {
    const request = exampleRequest(spec, operationId);
    const answer = respond(spec, request);
    expect(answer.problems).toEqual([]);
    expect(answer.outcome).toBe('success');
    expect(answer.status).toBe(successStatus(w.operation.responses as Record<string, unknown>));
    if (answer.status !== 204) {
      const body = JSON.parse(answer.body!);
      expect(validateExample({ operation: operationId, part: 'response', status: String(answer.status) }, body, spec).errors).toEqual([]);
    }
  });
});

describe('through msw setupServer', () => {
  const server = setupServer(...createHandlers({ spec }));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('answers every operation over fetch', async () => {
    const statuses: string[] = [];
    for (const w of operations) {
      const request = exampleRequest(spec, w.operationId!);
      const response = await fetch(`https://api.example.com${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
      });
      statuses.push(`${w.operationId} ${response.status}`);
      expect(response.status, w.operationId).toBe(successStatus(w.operation.responses as Record<string, unknown>));
      expect(response.headers.get('x-paydocs-mock')).toBe('success');
    }
    expect(statuses).toHaveLength(operations.length);
  });

  it('rejects a broken body with the documented error envelope', async () => {
    const request = exampleRequest(spec, 'createCheckout');
    const { amount: _dropped, ...rest } = JSON.parse(request.body!);
    const response = await fetch(`https://api.example.com${request.path}`, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(rest),
    });
    const body = await response.json();
    expect(response.status).toBe(spec.components.schemas.ErrorCode['x-error-catalogue'].amount_required.status);
    expect(body).toEqual({ code: 'amount_required', message: spec.components.schemas.ErrorCode['x-enum-descriptions'].amount_required });
    expect(validateExample({ schema: 'Error' }, body, spec).errors).toEqual([]);
  });

  it('serves a caller base URL of your own', async () => {
    const own = setupServer(...createHandlers({ spec, baseUrl: 'https://payments.internal.test/api/v1' }));
    server.close();
    own.listen({ onUnhandledFrame: 'error' });
    try {
      const response = await fetch('https://payments.internal.test/api/v1/payments?limit=5', {
        headers: { Authorization: 'Bearer <token>' },
      });
      expect(response.status).toBe(200);
    } finally {
      own.close();
      server.listen({ onUnhandledFrame: 'error' });
    }
  });
});

// @paydocs/mock: msw handlers answering the API from the bundled spec (Node), over the pure core (`./core`).
export { createHandlers, type HandlerOptions } from './handlers.ts';
export { MOCK_HEADER, respond, type MockRequest, type MockResponse } from './core/index.ts';

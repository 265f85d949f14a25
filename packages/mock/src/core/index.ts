// @paydocs/mock/core: the pure request -> response decision over a bundled spec, shared by the msw handlers and the
// docs site's Service Worker.
export { respond } from './respond.ts';
export { MOCK_HEADER, type MockOutcome, type MockRequest, type MockResponse, type Spec } from './types.ts';
export { MOCK_SUCCESS_TOKEN, mockTestTokens, type MockTestToken } from './mock-test-tokens.ts';
export {
  createSandbox,
  MOCK_NOTE_HEADER,
  type Sandbox,
  type SandboxEvent,
  type SandboxOptions,
  type SandboxState,
} from './sandbox/sandbox.ts';

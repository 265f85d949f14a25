// The sandbox: the mock core with state (created resources, documented transitions, access tokens, idempotency
// keys, lists, the mock's test tokens) and the webhook events its changes raise.
export { MOCK_NOTE_HEADER } from './answer.ts';
export { MOCK_ACCESS_TOKEN_PREFIX } from './access-tokens.ts';
export type { SandboxEvent } from './events.ts';
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';
export { emptyState, type SandboxState } from './state.ts';

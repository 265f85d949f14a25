// The sandbox: the mock core with state (created resources, documented transitions, the mock's test tokens).
export { MOCK_NOTE_HEADER } from './answer.ts';
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';
export { emptyState, type SandboxState } from './state.ts';

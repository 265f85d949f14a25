// The shared request validator measures the body with Node's `Buffer.byteLength`; a Service Worker has no Buffer,
// so this gives it the one function it calls (UTF-8 byte length, as Node counts a string).
const scope = globalThis as { Buffer?: { byteLength(text: string): number } };
scope.Buffer ??= { byteLength: (text: string) => new TextEncoder().encode(text).length };

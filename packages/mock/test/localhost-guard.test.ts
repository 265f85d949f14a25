// The one localhost guard (the mock server's and the MCP server's), given/want: Host and Origin headers to the
// reason a request is refused, or none.
import { describe, expect, test } from 'vitest';
import { refusal } from '../src/localhost-guard.ts';

const ALLOWED = 'https://agent.example';

describe('Origin and Host', () => {
  const policy = { host: '127.0.0.1', port: 3333, allowOrigins: [ALLOWED] };
  test.each([
    ['no Origin (a non-browser client)', { host: '127.0.0.1:3333' }, undefined],
    ['the server own origin', { host: '127.0.0.1:3333', origin: 'http://127.0.0.1:3333' }, undefined],
    ['localhost on a loopback server', { host: 'localhost:3333', origin: 'http://localhost:3333' }, undefined],
    ['an allowed origin', { host: '127.0.0.1:3333', origin: 'https://Agent.example/' }, undefined],
    ['the host of an allowed origin', { host: 'agent.example', origin: ALLOWED }, undefined],
    ['a foreign origin', { host: '127.0.0.1:3333', origin: 'http://evil.example' }, /^Origin "http:\/\/evil.example" is not allowed/],
    ['the server own origin over https', { host: 'localhost:3333', origin: 'https://localhost:3333' }, undefined],
    ['another port', { host: '127.0.0.1:3333', origin: 'http://127.0.0.1:4444' }, /is not allowed/],
    ['the null origin', { host: '127.0.0.1:3333', origin: 'null' }, /is not allowed/],
    ['a rebound name', { host: 'evil.example:3333' }, /^Host "evil.example:3333" is not this server's/],
    ['no Host', {}, /^Host "" is not this server's/],
  ])('%s', (_name, headers, want) => {
    const got = refusal(headers, policy);
    if (want === undefined) expect(got).toBeUndefined();
    else expect(got).toMatch(want);
  });
});

// Which HTTP requests a local server answers, the one check of the mock server and the MCP server's HTTP transport:
// binding to localhost plus a `Host` check stops DNS rebinding, and the MCP transport spec asks servers to validate
// `Origin` (done here: the SDK 1.32 transport's `allowedHosts`/`allowedOrigins` are deprecated for the HTTP layer).
// Allowed: no `Origin` (a non-browser client), the server's own origin or an `--allow-origin` one; a `Host` naming
// the server (on a loopback address any loopback name, with its port) or an allowed origin's host. Else 403.
// @see https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#security-warning

export interface OriginPolicy {
  /** The address the server listens on (`127.0.0.1`, `localhost`, `0.0.0.0`). */
  host: string;
  /** The port it is bound to. */
  port: number;
  /** Origins a browser client may call from, as given to `--allow-origin` (`https://agent.example`). */
  allowOrigins?: string[];
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

const withPort = (name: string, port: number) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`]);

/** `https://Agent.Example/` -> `https://agent.example`; undefined when it is not an http(s) origin. */
function normalizeOrigin(origin: string): string | undefined {
  if (!URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

function allowed(policy: OriginPolicy): { hosts: Set<string>; origins: Set<string> } {
  const name = policy.host.includes(':') && !policy.host.startsWith('[') ? `[${policy.host}]` : policy.host;
  const own = LOOPBACK.includes(name) ? LOOPBACK : [name];
  const hosts = new Set(own.flatMap((n) => withPort(n, policy.port)));
  const origins = new Set(own.flatMap((n) => ['http', 'https'].map((scheme) => normalizeOrigin(`${scheme}://${n}:${policy.port}`)!)));
  for (const given of policy.allowOrigins ?? []) {
    const origin = normalizeOrigin(given);
    if (!origin) continue;
    origins.add(origin);
    hosts.add(new URL(origin).host);
  }
  return { hosts, origins };
}

/** Why a request with these headers is refused (403), or undefined when it may go on. */
export function refusal(headers: { host?: string | undefined; origin?: string | undefined }, policy: OriginPolicy): string | undefined {
  const { hosts, origins } = allowed(policy);
  const host = headers.host?.toLowerCase();
  if (!host || !hosts.has(host))
    return `Host ${JSON.stringify(headers.host ?? '')} is not this server's; expected one of ${[...hosts].join(', ')}`;
  if (headers.origin === undefined) return undefined;
  const origin = normalizeOrigin(headers.origin);
  if (!origin || !origins.has(origin))
    return `Origin ${JSON.stringify(headers.origin)} is not allowed; expected no Origin or one of ${[...origins].join(', ')}`;
  return undefined;
}

// Delivers the sandbox's webhook events (core/sandbox/events.ts) to one URL, as the API documents deliveries
// (components.schemas.Event `x-webhook-delivery`): a POST of the event JSON, signed with HMAC SHA-256 as hex over
// `{timestamp}.{body}`, counted as failed on any status but 200 or no answer within `deadline_seconds`, and retried
// `retries.test.attempts` times over `retries.test.over` (`live` for events of a live client id). The header names and
// the spacing of retries are not documented: the mock sends the names the spec stands in with (`timestamp`,
// `signature`) and spaces retries evenly over the window, unless a shorter interval is given. One log line per attempt.
import { createHmac, randomBytes } from 'node:crypto';
import type { SandboxEvent, Spec } from './core/index.ts';

export interface WebhookOptions {
  url: string;
  /** The signing secret; default a new random one (printed by the bin). */
  secret?: string;
  /** Milliseconds between attempts; default the documented window divided by the documented attempts. */
  retryIntervalMs?: number;
  log?: (line: string) => void;
}

interface Delivery {
  deadline_seconds?: number;
  signature?: { timestamp_header?: string; signature_header?: string };
  retries?: Record<string, { attempts?: number; over?: string }>;
}

export interface WebhookSender {
  secret: string;
  timestampHeader: string;
  signatureHeader: string;
  deliver(event: SandboxEvent): Promise<void>;
  /** Waits for deliveries under way and stops scheduled retries. */
  close(): Promise<void>;
}

const UNIT_MS: Record<string, number> = { minute: 60_000, minutes: 60_000, hour: 3_600_000, hours: 3_600_000 };

/** `1 hour` -> 3600000. */
function windowMs(over: string | undefined): number {
  const [value, unit] = (over ?? '').split(' ');
  return Number(value) * (UNIT_MS[unit ?? ''] ?? Number.NaN);
}

export function signature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function createWebhookSender(spec: Spec, options: WebhookOptions): WebhookSender {
  const delivery = (spec.components?.schemas?.Event?.['x-webhook-delivery'] ?? {}) as Delivery;
  const secret = options.secret ?? `whsec_mock_${randomBytes(16).toString('hex')}`;
  const timestampHeader = delivery.signature?.timestamp_header ?? 'timestamp';
  const signatureHeader = delivery.signature?.signature_header ?? 'signature';
  const deadline = (delivery.deadline_seconds ?? 5) * 1000;
  const log = options.log ?? ((line: string) => console.log(line));
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(event: SandboxEvent, body: string, number: number, retries: number, interval: number) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    let outcome: string;
    let ok = false;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [timestampHeader]: timestamp,
          [signatureHeader]: signature(secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(deadline),
      });
      ok = response.status === 200;
      outcome = String(response.status);
      await response.body?.cancel();
    } catch (error) {
      outcome = (error as Error).name === 'TimeoutError' ? `no reply within ${deadline / 1000} s` : (error as Error).message;
    }
    const left = retries - (number - 1);
    const next = ok ? '' : left > 0 ? `, retry in ${Math.round(interval / 1000)} s` : ', no retries left';
    log(`webhook ${event.event_name} ${event.id} -> ${options.url}: ${outcome} (attempt ${number} of ${retries + 1}${next})`);
    if (ok || left <= 0) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      track(attempt(event, body, number + 1, retries, interval));
    }, interval);
    timers.add(timer);
  }

  function track(work: Promise<void>) {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  return {
    secret,
    timestampHeader,
    signatureHeader,
    deliver(event) {
      const schedule = delivery.retries?.[String(event.account_type)] ?? delivery.retries?.test ?? {};
      const retries = schedule.attempts ?? 0;
      const interval = options.retryIntervalMs ?? (retries > 0 ? windowMs(schedule.over) / retries : 0);
      const work = attempt(event, JSON.stringify(event), 1, retries, interval);
      track(work);
      return work;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...pending]);
    },
  };
}

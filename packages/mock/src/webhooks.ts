// Delivers the sandbox's webhook events to one URL as the API documents deliveries (Event `x-webhook-delivery`, the
// `webhook_*` business constants; the README's webhook table): signed POSTs, retried over the documented window.
// Not documented, so the mock's choice: the header names (those the spec stands in with) and the retry spacing.
import { createHmac, randomBytes } from 'node:crypto';
import type { SandboxEvent, Spec } from './core/index.ts';
import { businessDuration } from './core/sandbox/business-time.ts';

export interface WebhookOptions {
  url: string;
  /** The signing secret; default a new random one (printed by the bin). */
  secret?: string;
  /** Milliseconds between attempts; default the documented window divided by the documented attempts. */
  retryIntervalMs?: number;
  log?: (line: string) => void;
}

export interface WebhookSender {
  secret: string;
  timestampHeader: string;
  signatureHeader: string;
  deliver(event: SandboxEvent): Promise<void>;
  /** Waits for deliveries under way and stops scheduled retries. */
  close(): Promise<void>;
}

export function createWebhookSender(spec: Spec, options: WebhookOptions): WebhookSender {
  const signing = spec.components?.schemas?.Event?.['x-webhook-delivery']?.signature as Record<string, string> | undefined;
  const secret = options.secret ?? `whsec_mock_${randomBytes(16).toString('hex')}`;
  const timestampHeader = signing?.timestamp_header ?? 'timestamp';
  const signatureHeader = signing?.signature_header ?? 'signature';
  const deadline = businessDuration(spec, 'webhook_response_deadline') ?? 5_000;
  const log = options.log ?? ((line: string) => console.log(line));
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(event: SandboxEvent, body: string, number: number, retries: number, interval: number) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    // Hex HMAC SHA-256 of the timestamp, a dot and the raw body (`x-webhook-delivery.signature`).
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    let outcome: string;
    let ok = false;
    try {
      const headers = { 'content-type': 'application/json', [timestampHeader]: timestamp, [signatureHeader]: signature };
      const response = await fetch(options.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(deadline) });
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
      const account = event.account_type === 'live' ? 'live' : 'test';
      const retries = Number(spec.info?.['x-business-constants']?.[`webhook_retries_${account}`]?.value ?? 0);
      const window = businessDuration(spec, `webhook_retry_window_${account}`) ?? 0;
      const interval = options.retryIntervalMs ?? (retries > 0 ? window / retries : 0);
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

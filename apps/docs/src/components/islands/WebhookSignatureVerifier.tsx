// Recomputes a webhook signature in the browser (WebCrypto) and compares it with the one received.
// Nothing typed here is sent anywhere: there is no network call in this component.
import { useEffect, useId, useState } from 'react';
import type { signatureVerifierProps } from '../../lib/islands/island-data.ts';
import { verifyWebhookSignature, type VerifyResult } from './webhook-signature.ts';

/** What the Astro wrapper passes: signatureVerifierProps (lib/islands/island-data.ts), the header names as the spec documents them. */
export type WebhookSignatureVerifierProps = ReturnType<typeof signatureVerifierProps>;

export default function WebhookSignatureVerifier({ timestampHeader, signatureHeader }: WebhookSignatureVerifierProps) {
  const id = useId();
  const [input, setInput] = useState({ secret: '', timestamp: '', rawBody: '', signature: '' });
  const [result, setResult] = useState<VerifyResult | { status: 'error'; message: string }>({ status: 'incomplete', missing: [] });

  useEffect(() => {
    let current = true;
    verifyWebhookSignature(input).then(
      (r) => current && setResult(r),
      (e: unknown) => current && setResult({ status: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      current = false;
    };
  }, [input]);

  const field = (key: keyof typeof input) => ({
    id: `${id}-${key}`,
    value: input[key],
    spellCheck: false,
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => setInput((s) => ({ ...s, [key]: e.target.value })),
  });

  return (
    <div className="tool">
      <p className="tool__privacy">Runs in your browser with WebCrypto; nothing you type leaves this page.</p>
      <div className="tool__grid">
        <div className="tool__field">
          <label htmlFor={`${id}-secret`}>Webhook signing secret</label>
          <input type="text" {...field('secret')} />
        </div>
        <div className="tool__field">
          <label htmlFor={`${id}-timestamp`}>
            Value of the <code>{timestampHeader}</code> header
          </label>
          <input type="text" inputMode="numeric" {...field('timestamp')} />
        </div>
      </div>
      <div className="tool__field">
        <label htmlFor={`${id}-rawBody`}>Raw request body, exactly as received</label>
        <textarea rows={6} {...field('rawBody')} />
      </div>
      <div className="tool__field">
        <label htmlFor={`${id}-signature`}>
          Value of the <code>{signatureHeader}</code> header (optional, to compare)
        </label>
        <input type="text" {...field('signature')} />
      </div>
      <div className="tool__result" role="status" aria-live="polite">
        {result.status === 'incomplete' &&
          (result.missing.length ? (
            <p>Enter the {new Intl.ListFormat('en', { type: 'conjunction' }).format(result.missing)} to compute the signature.</p>
          ) : null)}
        {result.status === 'error' && <p>The signature could not be computed: {result.message}</p>}
        {'expected' in result && (
          <>
            <p>
              Expected signature (hex HMAC-SHA256 of <code>timestamp.body</code>):
            </p>
            <p>
              <code className="tool__hash">{result.expected}</code>
            </p>
          </>
        )}
        {result.status === 'match' && (
          <p className="tool__verdict tool__verdict--ok">
            <strong>Match:</strong> the signature is valid for this timestamp and body.
          </p>
        )}
        {result.status === 'mismatch' && (
          <p className="tool__verdict tool__verdict--bad">
            <strong>Mismatch:</strong> the signature does not match. Check the secret, and that the body is the raw bytes received (not
            parsed and re-serialized JSON).
          </p>
        )}
      </div>
    </div>
  );
}

// Recomputes a webhook signature in the browser (WebCrypto) and compares it with the one received.
// Nothing typed here is sent anywhere: there is no network call in this component.
import { useEffect, useState } from 'react';
import type { signatureVerifierProps } from '../../lib/islands/island-data.ts';
import { errorMessage } from '../runtime/error-chain.ts';
import { Field, useForm } from './tool-form.tsx';
import { verifyWebhookSignature, type VerifyResult } from './webhook-signature.ts';

/** What the Astro wrapper passes: signatureVerifierProps (lib/islands/island-data.ts), the header names as the spec documents them. */
export type WebhookSignatureVerifierProps = ReturnType<typeof signatureVerifierProps>;

export default function WebhookSignatureVerifier({ timestampHeader, signatureHeader }: WebhookSignatureVerifierProps) {
  const { values: input, bind } = useForm(() => ({ secret: '', timestamp: '', rawBody: '', signature: '' }));
  const [result, setResult] = useState<VerifyResult | { status: 'error'; message: string }>({ status: 'incomplete', missing: [] });

  useEffect(() => {
    let current = true;
    verifyWebhookSignature(input).then(
      (r) => current && setResult(r),
      (e: unknown) => current && setResult({ status: 'error', message: errorMessage(e) }),
    );
    return () => {
      current = false;
    };
  }, [input]);

  return (
    <div className="tool">
      <p className="tool__privacy">Runs in your browser with WebCrypto; nothing you type leaves this page.</p>
      <div className="tool__grid">
        <Field control={<input type="text" {...bind('secret')} />}>Webhook signing secret</Field>
        <Field control={<input type="text" inputMode="numeric" {...bind('timestamp')} />}>
          Value of the <code>{timestampHeader}</code> header
        </Field>
      </div>
      <Field control={<textarea rows={6} {...bind('rawBody')} />}>Raw request body, exactly as received</Field>
      <Field control={<input type="text" {...bind('signature')} />}>
        Value of the <code>{signatureHeader}</code> header (optional, to compare)
      </Field>
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

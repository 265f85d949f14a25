// Application fee on one payment: basis points of the amount plus a fixed fee, in integer cents.
// Limits come from the spec (Amount and ApplicationFeeRate) through props.
import { computeApplicationFee, formatUsd, parseInteger } from '../../lib/islands/application-fee.ts';
import type { feeCalculatorProps } from '../../lib/islands/island-data.ts';
import { Field, useForm } from './tool-form.tsx';

/** What the Astro wrapper passes: feeCalculatorProps (lib/islands/island-data.ts), the one declaration of the shape. */
export type ApplicationFeeCalculatorProps = ReturnType<typeof feeCalculatorProps>;

export default function ApplicationFeeCalculator({
  amountLimits,
  basisPointLimits,
  fixedFeeLimits,
  initial,
}: ApplicationFeeCalculatorProps) {
  const { values: raw, bind } = useForm(() => ({
    amount: String(initial.amount),
    basisPoints: String(initial.basisPoints),
    fixedFee: String(initial.fixedFee),
  }));
  const amount = parseInteger(raw.amount, 'Amount', amountLimits);
  const basisPoints = parseInteger(raw.basisPoints, 'Basis point rate', basisPointLimits);
  const fixedFee = parseInteger(raw.fixedFee, 'Transaction fee', fixedFeeLimits);
  const result =
    amount.ok && basisPoints.ok && fixedFee.ok ? computeApplicationFee(amount.value, basisPoints.value, fixedFee.value) : undefined;

  const field = (key: keyof typeof raw, label: string, hint: string, parsed: typeof amount) => (
    <Field
      control={<input type="text" inputMode="numeric" aria-invalid={!parsed.ok} {...bind(key)} />}
      hint={parsed.ok ? hint : parsed.error}
    >
      {label}
    </Field>
  );

  return (
    <div className="tool">
      <div className="tool__grid">
        {field('amount', 'Payment amount (cents)', amount.ok ? formatUsd(amount.value) : '', amount)}
        {field('basisPoints', 'basis_point_rate', basisPoints.ok ? `${basisPoints.value / 100}% of the amount` : '', basisPoints)}
        {field('fixedFee', 'transaction_fee (cents)', fixedFee.ok ? formatUsd(fixedFee.value) : '', fixedFee)}
      </div>
      <div className="tool__result" role="status" aria-live="polite">
        {result ? (
          <dl className="tool__figures">
            <div>
              <dt>Application fee</dt>
              <dd>
                <strong>{result.feeCents} cents</strong> ({formatUsd(result.feeCents)})
                {result.rounded && <> — exactly {result.exactFee} cents, rounded half up</>}
              </dd>
            </div>
            <div>
              <dt>Amount minus the application fee</dt>
              <dd>
                <strong>{result.netCents} cents</strong> ({formatUsd(result.netCents)})
              </dd>
            </div>
          </dl>
        ) : (
          <p>Fix the values above to see the fee.</p>
        )}
        {result && result.netCents < 0 && <p className="tool__verdict tool__verdict--bad">The fee is larger than the amount.</p>}
      </div>
    </div>
  );
}

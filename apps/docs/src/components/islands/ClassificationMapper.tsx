// Business type + structure -> classification, or why the pair is not valid, from the spec's
// x-classification-mapping (passed in as props: the island never loads the spec itself).
import type { classificationProps } from '../../lib/islands/island-data.ts';
import { classify } from './classification.ts';
import { Field, Select, useForm } from './tool-form.tsx';

/** What the Astro wrapper passes: classificationProps (lib/islands/island-data.ts), the one declaration of the shape. */
export type ClassificationMapperProps = ReturnType<typeof classificationProps>;

export default function ClassificationMapper({ mapping, types, structures, classifications }: ClassificationMapperProps) {
  const { values, bind } = useForm(() => ({ type: '', structure: '' }));
  const { type, structure } = values;
  const result = classify(mapping, type, structure);
  const touched = type !== '' && structure !== '';

  return (
    <div className="tool">
      <div className="tool__grid">
        <Field control={<Select {...bind('type')} empty="Choose a type" values={types.map((t) => t.value)} />}>
          <code>business_type</code>
        </Field>
        <Field control={<Select {...bind('structure')} empty="Choose a structure" values={structures.map((s) => s.value)} />}>
          <code>business_structure</code>
        </Field>
      </div>
      <div className="tool__result" role="status" aria-live="polite">
        {!touched && <p>Choose a business type and a business structure.</p>}
        {touched && result.ok && (
          <p className="tool__verdict tool__verdict--ok">
            <code>classification</code>:{' '}
            <strong>
              <code>{result.classification}</code>
            </strong>
            {classifications[result.classification] ? ` — ${classifications[result.classification]}` : ''}
            {result.row.business_structure === '*' ? ` (any structure of ${result.row.business_type})` : ''}
          </p>
        )}
        {touched && !result.ok && (
          <p className="tool__verdict tool__verdict--bad">
            <strong>Not a valid pair:</strong> {result.reason}
          </p>
        )}
      </div>
    </div>
  );
}

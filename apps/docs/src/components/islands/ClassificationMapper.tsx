// Business type + structure -> classification, or why the pair is not valid, from the spec's
// x-classification-mapping (passed in as props: the island never loads the spec itself).
import { useId, useState } from 'react';
import type { classificationProps } from '../../lib/islands/island-data.ts';
import { classify } from './classification.ts';

/** What the Astro wrapper passes: classificationProps (lib/islands/island-data.ts), the one declaration of the shape. */
export type ClassificationMapperProps = ReturnType<typeof classificationProps>;

export default function ClassificationMapper({ mapping, types, structures, classifications }: ClassificationMapperProps) {
  const id = useId();
  const [type, setType] = useState('');
  const [structure, setStructure] = useState('');
  const result = classify(mapping, type, structure);
  const touched = type !== '' && structure !== '';

  return (
    <div className="tool">
      <div className="tool__grid">
        <div className="tool__field">
          <label htmlFor={`${id}-type`}>
            <code>business_type</code>
          </label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">Choose a type</option>
            {types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.value}
              </option>
            ))}
          </select>
        </div>
        <div className="tool__field">
          <label htmlFor={`${id}-structure`}>
            <code>business_structure</code>
          </label>
          <select id={`${id}-structure`} value={structure} onChange={(e) => setStructure(e.target.value)}>
            <option value="">Choose a structure</option>
            {structures.map((s) => (
              <option key={s.value} value={s.value}>
                {s.value}
              </option>
            ))}
          </select>
        </div>
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

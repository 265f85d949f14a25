// The form parts every interactive tool shares (Try it, the fee calculator, the signature verifier, the
// classification mapper, the error catalogue's filters): a labelled field with an optional hint, the form's values
// with the props that bind a control to one of them, and a select with an empty choice.
import { type ComponentProps, cloneElement, type ReactElement, type ReactNode, useId, useState } from 'react';

/** A labelled control: the label (the children) names the control by its id; a hint under it describes the control. */
export function Field({ control, hint, className = 'tool__field', children }: FieldProps) {
  const { id } = control.props;
  return (
    <div className={className}>
      <label htmlFor={id}>{children}</label>
      {hint === undefined ? control : cloneElement(control, { 'aria-describedby': `${id}-hint` })}
      {hint !== undefined && (
        <span id={`${id}-hint`} className="tool__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

export interface FieldProps {
  control: ReactElement<{ id: string; 'aria-describedby'?: string }>;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A tool's form: its values by key, and `bind(key)`, the props of the control that edits one (id, value, change
 * handler). Typed values are code or numbers: no spell check, no autofill.
 */
export function useForm<T extends Record<keyof T, string>>(initial: () => T) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const idOf = (key: keyof T & string) => `${id}-${key}`;
  const bind = (key: keyof T & string) => ({
    id: idOf(key),
    value: values[key],
    spellCheck: false,
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  return { id, values, setValues, idOf, bind };
}

/** A select whose first option is the empty choice (`value=""`), then each value with its label (the value itself by default). */
export function Select({ empty, values, labels = {}, ...select }: SelectProps) {
  return (
    <select {...select}>
      <option value="">{empty}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value] ?? value}
        </option>
      ))}
    </select>
  );
}

type SelectProps = ComponentProps<'select'> & { id: string; empty: string; values: readonly string[]; labels?: Record<string, string> };

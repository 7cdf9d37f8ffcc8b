// The one field set every form uses: labelled inputs with their error text wired by aria-describedby.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | null | undefined;
  multiline?: boolean;
}

export function TextField({ label, name, error, multiline = false, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          required={input.required}
          value={input.value as string}
          onChange={input.onChange as never}
          onBlur={input.onBlur as never}
          disabled={input.disabled}
          rows={5}
        />
      ) : (
        <input {...input} {...shared} />
      )}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  error?: string | null | undefined;
  options: { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ label, name, error, options, placeholder, ...select }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {select.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        {...select}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckField({
  label,
  name,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Success or error text of a form, announced to screen readers. */
export function FormStatus({ kind, text }: { kind: 'success' | 'error'; text: string | null }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} aria-live="polite">
      {text ? <p className={`form-status ${kind}`}>{text}</p> : null}
    </div>
  );
}

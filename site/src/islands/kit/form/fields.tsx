// The field components of every form: a label, the input registered with the surrounding Form, a hint,
// and the field's message wired with aria-describedby / aria-invalid. Messages show once a field was
// used or a submit was tried (and, with Form's errorOrder, only the first failing field's).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { useHydrated } from '../hydrated';
import { useFormPolicy } from './Form';
import './form.css';

/** The message the field `name` shows now, or null. */
export function useFieldMessage(name: string): string | null {
  const { control } = useFormContext();
  const { errors, touchedFields, isSubmitted } = useFormState({ control });
  const { order, display } = useFormPolicy();
  const errorOf = (field: string) =>
    (get(errors as FieldErrors, field) as { message?: string } | undefined)?.message;
  const shown = (field: string) =>
    Boolean(errorOf(field)) && (isSubmitted || Boolean(get(touchedFields, field)));
  if (display === 'summary') return null;
  if (order) {
    const first = order.find((field) => errorOf(field));
    return first === name && shown(name) ? (errorOf(name) ?? null) : null;
  }
  return shown(name) ? (errorOf(name) ?? null) : null;
}

/** A field's label; the required marker sits beside it, outside the accessible name. */
function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <span className="field-label-row">
      <label htmlFor={htmlFor}>{children}</label>
      {required ? (
        <span className="field-required" aria-hidden="true">
          *
        </span>
      ) : null}
    </span>
  );
}

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldMessage({ id, text }: { id: string; text: string | null }) {
  // One message at a time (errorOrder) is announced as it appears; several at once are not.
  const { order } = useFormPolicy();
  return text ? (
    <p className="field-error" id={id} role={order ? 'alert' : undefined}>
      {text}
    </p>
  ) : null;
}

/** Whether the field `name` fails its rule now (for aria-invalid when messages show in a summary). */
function useFieldInvalid(name: string): boolean {
  const { control } = useFormContext();
  const { errors, isSubmitted } = useFormState({ control });
  return isSubmitted && Boolean(get(errors as FieldErrors, name));
}

/**
 * The form's alert: with errorDisplay 'summary', the first failing field's message (in the form's field
 * order) after a submit was tried; otherwise, or when every field passes, `text` (a server failure).
 */
export function FormAlert({ text }: { text: string | null }) {
  const { control } = useFormContext();
  const { errors, isSubmitted } = useFormState({ control });
  const { display, notice } = useFormPolicy();
  let first: string | null = notice ?? null;
  if (display === 'summary' && isSubmitted && !first) {
    const names = control._names.mount;
    for (const name of names) {
      const message = (get(errors as FieldErrors, name) as { message?: string } | undefined)?.message;
      if (message) {
        first = message;
        break;
      }
    }
  }
  return <FormStatus kind="error" text={first ?? text} />;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: string | undefined;
  multiline?: boolean;
  rows?: number;
}

export function TextField({
  name,
  label,
  hint,
  multiline = false,
  rows = 5,
  required,
  ...input
}: TextFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  const invalid = useFieldInvalid(name);
  const a11y = {
    id,
    'aria-invalid': message || invalid ? true : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, message && `${id}-error`),
    required,
  } as const;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint ? (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {multiline ? (
        <textarea {...a11y} rows={rows} disabled={input.disabled} lang={input.lang} {...register(name)} />
      ) : (
        <input {...input} {...a11y} {...register(name)} />
      )}
      <FieldMessage id={`${id}-error`} text={message} />
    </div>
  );
}

interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  disabled,
}: {
  name: string;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        required={required}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(name)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} text={message} />
    </div>
  );
}

export function RadioGroup({
  name,
  legend,
  options,
  required,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  required?: boolean;
}) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  return (
    <fieldset className="field choices" aria-describedby={message ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="choice-options">
        {options.map((option, i) => (
          <label key={option.value} className="choice-option">
            <input
              type="radio"
              id={i === 0 ? id : undefined}
              value={option.value}
              required={required}
              aria-invalid={message ? true : undefined}
              {...register(name)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} text={message} />
    </fieldset>
  );
}

export function CheckField({
  name,
  label,
  disabled,
}: {
  name: string;
  label: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const { register } = useFormContext();
  return (
    <div className="check">
      <input id={id} type="checkbox" disabled={disabled} {...register(name)} />
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

/**
 * The submit button: disabled until the island's script runs (a press before then could do nothing),
 * while `disabled`, and while sending, when it shows `busyLabel`.
 */
export function SubmitButton({
  children,
  busy = false,
  busyLabel,
  disabled = false,
  className = 'button',
}: {
  children: ReactNode;
  busy?: boolean;
  busyLabel?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  const off = !hydrated || disabled || busy;
  return (
    <button type="submit" className={className} disabled={off} aria-busy={busy || undefined}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

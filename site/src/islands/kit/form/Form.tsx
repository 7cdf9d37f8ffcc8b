// The <form> of every island form: react-hook-form's context for the field components, no browser
// validation bubbles (the contracts' messages show instead), the error-display policy, and the adoption
// of what a visitor entered before the island's script ran.
import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type Path,
  type PathValue,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { HONEYPOT_FIELD } from '@crestline/contracts/leads';
import { Honeypot, leadExtras } from './lead';

interface Policy {
  /** Fields in the order their rules are checked: only the first failing one shows its message. */
  order?: readonly string[] | undefined;
  /** 'summary': the first message shows once, in the form's alert (FormAlert), not under the field. */
  display: 'fields' | 'summary';
  /** In summary mode: a message a field raised itself (a refused file), shown by FormAlert. */
  notice?: string | null;
  setNotice?: (text: string | null) => void;
}

const PolicyContext = createContext<Policy>({ display: 'fields' });

export function useFormPolicy(): Policy {
  return useContext(PolicyContext);
}

/** The value a form control holds, in react-hook-form's terms (files are FileDrop's business). */
function domValue(control: Element | RadioNodeList): unknown {
  if (control instanceof RadioNodeList) return control.value === '' ? undefined : control.value;
  if (control instanceof HTMLInputElement) {
    if (control.type === 'file') return undefined;
    return control.type === 'checkbox' ? control.checked : control.value;
  }
  if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return control.value;
  return undefined;
}

/**
 * What the static form holds before hydration (what a visitor entered), read from the DOM during the
 * hydrating render, before react-hook-form registers the fields: registering radios one by one would
 * clear a choice made on a later radio of a group. Null when the form was not server-rendered.
 */
function readEarlyInput(key: string): Map<string, unknown> | null {
  if (typeof document === 'undefined') return null;
  const el = Array.from(document.forms).find((form) => form.dataset.form === key);
  if (!el) return null;
  const values = new Map<string, unknown>();
  for (const control of Array.from(el.elements)) {
    const name = (control as HTMLInputElement).name;
    if (!name || name === HONEYPOT_FIELD || values.has(name)) continue;
    const item = el.elements.namedItem(name);
    const value = item ? domValue(item as Element | RadioNodeList) : undefined;
    if (value !== undefined && value !== '' && value !== false) values.set(name, value);
  }
  return values;
}

interface FormProps<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  onValid: (values: Out) => unknown;
  onInvalid?: SubmitErrorHandler<In>;
  children: ReactNode;
  className?: string;
  id?: string | undefined;
  /** One message at a time, in this order (the application form). */
  errorOrder?: readonly string[];
  /** Where messages show: under each field (default), or the first one in the form's alert. */
  errorDisplay?: 'fields' | 'summary';
  /** Let the browser check required fields and input types first (the contact form does). */
  browserValidation?: boolean;
  /**
   * A public lead form: draws the honeypot and hands onValid the values with the lead's extras
   * (fax, startedAt, source: lead.tsx), which JSON forms send as they are.
   */
  lead?: boolean;
  'aria-labelledby'?: string;
}

export function Form<In extends FieldValues, Out extends FieldValues>({
  form,
  onValid,
  onInvalid,
  children,
  className = 'form',
  id,
  errorOrder,
  errorDisplay = 'fields',
  browserValidation = false,
  lead = false,
  ...aria
}: FormProps<In, Out>) {
  const key = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const { setValue, formState, handleSubmit } = form;
  // Read during the first (hydrating) render, applied once react-hook-form has mounted.
  const [early] = useState(() => readEarlyInput(key));

  // Whatever the visitor typed, chose or ticked before the script ran becomes the form's value, touched
  // and validated as if entered now (the enable state and messages follow). Deferred a tick: the
  // form's own effects run after this one, and values set before them would not reach its watchers.
  useEffect(() => {
    if (!early || early.size === 0) return;
    const timer = setTimeout(() => {
      for (const [name, value] of early) {
        setValue(name as Path<In>, value as PathValue<In, Path<In>>, {
          shouldDirty: true,
          shouldTouch: true,
          shouldValidate: true,
        });
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [early, setValue]);

  return (
    <FormProvider {...form}>
      <PolicyContext.Provider value={{ order: errorOrder, display: errorDisplay, notice, setNotice }}>
        <form
          data-form={key}
          id={id}
          className={className}
          noValidate={!browserValidation}
          aria-busy={formState.isSubmitting}
          onSubmit={(event) => {
            setNotice(null);
            const element = event.currentTarget;
            const send = lead
              ? (values: Out) => onValid({ ...values, ...leadExtras(element) } as Out)
              : onValid;
            return handleSubmit(send, onInvalid)(event);
          }}
          {...aria}
        >
          {lead ? <Honeypot /> : null}
          {children}
        </form>
      </PolicyContext.Provider>
    </FormProvider>
  );
}

// Consultation / initial booking form (get started and the booking guidelines page) → POST
// /api/v1/inquiries (consultation payload). Every field required with the spec's §5 messages (shown once
// a field is touched); submit disabled while invalid; reset after a successful submit, then the success
// dialog opens.
import '../shared/zod-setup'; // first: before any zod schema is built
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TIME_ZONES } from '@crestline/contracts/enums';
import { t } from '@crestline/contracts/messages';
import { consultationInquirySchema } from '@crestline/contracts/inquiries';
import { postJson } from '../shared/api';
import { FormStatus, SelectField, TextField } from './fields';

export interface ConsultationFormLabels {
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  timeZone: string;
  timeZonePlaceholder: string;
  date: string;
  timeFrom: string;
  timeTo: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  close: string;
}

const empty = {
  company: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  timeZone: '',
  date: '',
  timeFrom: '',
  timeTo: '',
};
type Values = typeof empty;
type Field = keyof Values;

/** Per-field messages of the booking form in `lang` (first problem of each field). */
export function consultationErrors(values: Values, lang: 'en' | 'tr'): Partial<Record<Field, string>> {
  const parsed = consultationInquirySchema(lang).safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as Field;
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  return errors;
}

export default function ConsultationForm({
  lang,
  labels,
}: {
  lang: 'en' | 'tr';
  labels: ConsultationFormLabels;
}) {
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const errors = consultationErrors(values, lang);
  const valid = Object.keys(errors).length === 0;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (dialogOpen && !el.open) el.showModal?.();
    if (!dialogOpen && el.open) el.close?.();
  }, [dialogOpen]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || sending) {
      setTouched(Object.fromEntries(Object.keys(empty).map((k) => [k, true])));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const result = await postJson('/inquiries', { ...values }, lang);
      if (result.ok) {
        setValues(empty);
        setTouched({});
        setDialogOpen(true);
      } else {
        setError(result.errorText ?? t(lang, 'common.unexpectedError'));
      }
    } catch {
      setError(t(lang, 'common.unexpectedError'));
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setTouched((s) => ({ ...s, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
    disabled: sending,
    required: true,
  });

  return (
    <>
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={labels.company} autoComplete="organization" {...field('company')} />
        <div className="form-row">
          <TextField label={labels.firstName} autoComplete="given-name" {...field('firstName')} />
          <TextField label={labels.lastName} autoComplete="family-name" {...field('lastName')} />
        </div>
        <div className="form-row">
          <TextField label={labels.email} type="email" autoComplete="email" {...field('email')} />
          <TextField label={labels.phone} type="tel" autoComplete="tel" {...field('phone')} />
        </div>
        <div className="form-row">
          <SelectField
            label={labels.timeZone}
            placeholder={labels.timeZonePlaceholder}
            options={TIME_ZONES.map((z) => ({ value: z, label: z }))}
            {...field('timeZone')}
          />
          <TextField label={labels.date} type="date" {...field('date')} />
        </div>
        <div className="form-row">
          <TextField label={labels.timeFrom} type="time" {...field('timeFrom')} />
          <TextField label={labels.timeTo} type="time" {...field('timeTo')} />
        </div>
        <button type="submit" className="button" disabled={!valid || sending}>
          {sending ? labels.submitting : labels.submit}
        </button>
        <FormStatus kind="error" text={error} />
      </form>
      <dialog
        ref={dialog}
        className="dialog"
        aria-labelledby="consultation-success-title"
        onClose={() => setDialogOpen(false)}
      >
        <h2 id="consultation-success-title">{labels.successTitle}</h2>
        <p role="status">{labels.successText}</p>
        <button type="button" className="button" onClick={() => setDialogOpen(false)} autoFocus>
          {labels.close}
        </button>
      </dialog>
    </>
  );
}

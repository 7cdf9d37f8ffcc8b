// Contact form (home #homePage-contact-us, /message-us, /messageus) → POST /api/v1/messages.
// Spec §4: submit stays disabled until email, full name, phone and message are filled (the website is
// required by the browser only) and never turns off again; while sending it reads Submitting...;
// success shows the message and clears the fields; failure shows the server's text or a fallback.
import '../shared/zod-setup'; // first: before any zod schema is built
import { useState, type FormEvent } from 'react';
import { t } from '@crestline/contracts/messages';
import { contactMessageSchema } from '@crestline/contracts/messages-api';
import { firstIssueMessage } from '@crestline/contracts/common';
import { postJson } from '../shared/api';
import { CheckField, FormStatus, TextField } from './fields';

export interface ContactFormLabels {
  fullName: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  updatesConsent: string;
  submit: string;
  submitting: string;
}

interface Props {
  lang: 'en' | 'tr';
  labels: ContactFormLabels;
  /** Which page the form sits on (home or one of the message pages); every text field is required. */
  variant?: 'home' | 'message';
  formId?: string;
}

const empty = { fullName: '', email: '', phone: '', website: '', message: '' };
type Values = typeof empty;

/** The enable flag of spec §4: latches on once the four checked fields have been filled. */
export function contactReady(values: Values): boolean {
  return [values.email, values.fullName, values.phone, values.message].every((v) => v.trim() !== '');
}

export default function ContactForm({ lang, labels, variant = 'message', formId }: Props) {
  const [values, setValues] = useState<Values>(empty);
  const [updates, setUpdates] = useState(false);
  const [enabled, setEnabled] = useState(false);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function set(name: keyof Values, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!enabled && contactReady(next)) setEnabled(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSuccess(null);
    setError(null);
    const payload = { ...values, isWillingToReceiveUpdates: updates };
    const invalid = firstIssueMessage(contactMessageSchema(lang).safeParse(payload));
    if (invalid) {
      setError(invalid);
      return;
    }
    setSending(true);
    try {
      const result = await postJson('/messages', payload, lang);
      if (result.ok) {
        setSuccess(t(lang, 'contact.success'));
        setValues(empty);
        setUpdates(false);
      } else {
        setError(result.errorText ?? t(lang, 'contact.error'));
      }
    } catch {
      setError(t(lang, 'contact.error'));
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    disabled: sending,
  });

  return (
    <form id={formId} className="form" data-variant={variant} onSubmit={submit}>
      <TextField label={labels.fullName} required autoComplete="name" {...field('fullName')} />
      <div className="form-row">
        <TextField label={labels.email} type="email" required autoComplete="email" {...field('email')} />
        <TextField label={labels.phone} type="tel" required autoComplete="tel" {...field('phone')} />
      </div>
      <TextField label={labels.website} type="text" required autoComplete="url" {...field('website')} />
      <TextField label={labels.message} multiline required {...field('message')} />
      <CheckField
        label={labels.updatesConsent}
        name="isWillingToReceiveUpdates"
        checked={updates}
        onChange={setUpdates}
        disabled={sending}
      />
      <button type="submit" className="button" disabled={!enabled || sending}>
        {sending ? labels.submitting : labels.submit}
      </button>
      <FormStatus kind="success" text={success} />
      <FormStatus kind="error" text={error} />
    </form>
  );
}

// Team builder quote form → POST /api/v1/inquiries (quote payload). Spec §4/§5: every field non-blank
// (Please fill in all required fields.), submit disabled until filled or while submitting, reset on
// success with the success text, the server's message or a fallback on failure.
import '../shared/zod-setup'; // first: before any zod schema is built
import { useState, type FormEvent } from 'react';
import { t } from '@crestline/contracts/messages';
import { quoteInquirySchema } from '@crestline/contracts/inquiries';
import { firstIssueMessage } from '@crestline/contracts/common';
import { postJson } from '../shared/api';
import { CheckField, FormStatus, TextField } from './fields';

export interface QuoteFormLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  company: string;
  noOfStaff: string;
  message: string;
  marketingConsent: string;
  submit: string;
  submitting: string;
}

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  company: '',
  noOfStaff: '',
  message: '',
};
type Values = typeof empty;

export function quoteFilled(values: Values): boolean {
  return Object.values(values).every((v) => v.trim() !== '');
}

export default function QuoteForm({ lang, labels }: { lang: 'en' | 'tr'; labels: QuoteFormLabels }) {
  const [values, setValues] = useState<Values>(empty);
  const [marketing, setMarketing] = useState(false);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSuccess(null);
    setError(null);
    const parsed = quoteInquirySchema(lang).safeParse({ ...values, isOkayToRecieveMarketing: marketing });
    if (!parsed.success) {
      setError(quoteFilled(values) ? firstIssueMessage(parsed) : t(lang, 'inquiries.fillRequired'));
      return;
    }
    setSending(true);
    try {
      const result = await postJson(
        '/inquiries',
        { ...parsed.data, isOkayToRecieveMarketing: marketing },
        lang,
      );
      if (result.ok) {
        setSuccess(t(lang, 'inquiries.success'));
        setValues(empty);
        setMarketing(false);
      } else {
        setError(result.errorText ?? t(lang, 'inquiries.error'));
      }
    } catch {
      setError(t(lang, 'inquiries.error'));
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    disabled: sending,
    required: true,
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form-row">
        <TextField label={labels.firstName} autoComplete="given-name" {...field('firstName')} />
        <TextField label={labels.lastName} autoComplete="family-name" {...field('lastName')} />
      </div>
      <div className="form-row">
        <TextField label={labels.email} type="email" autoComplete="email" {...field('email')} />
        <TextField label={labels.phone} type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <div className="form-row">
        <TextField label={labels.company} autoComplete="organization" {...field('company')} />
        <TextField label={labels.location} autoComplete="address-level2" {...field('location')} />
      </div>
      <TextField label={labels.noOfStaff} type="number" min={1} inputMode="numeric" {...field('noOfStaff')} />
      <TextField label={labels.message} multiline {...field('message')} />
      <CheckField
        label={labels.marketingConsent}
        name="isOkayToRecieveMarketing"
        checked={marketing}
        onChange={setMarketing}
        disabled={sending}
      />
      <button type="submit" className="button" disabled={!quoteFilled(values) || sending}>
        {sending ? labels.submitting : labels.submit}
      </button>
      <FormStatus kind="success" text={success} />
      <FormStatus kind="error" text={error} />
    </form>
  );
}

// Contact form (home #homePage-contact-us, /message-us, /messageus) → POST /api/v1/messages.
// Submit stays disabled until email, full name, phone and message are filled (the website is required by
// the rules only) and never turns off again; while sending it reads Submitting...; success shows the
// message and clears the fields; failure shows the server's text or a fallback. See docs/site.md.
import { useState } from 'react';
import { contactMessageSchema, type ContactMessageBody } from '@crestline/contracts/contact-messages';
import { apiRequest } from '../kit/http';
import { withText, useText, type IslandProps } from '../kit/i18n';
import {
  CheckField,
  Form,
  FormOutcome,
  SubmitButton,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../kit/form';
import type { ContactFormLabels } from '../../lib/form-labels';

interface Props extends IslandProps {
  labels: ContactFormLabels;
  formId?: string;
}

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  website: '',
  message: '',
  isWillingToReceiveUpdates: false,
};

/** The enable flag: on once the four checked fields hold text. */
export function contactReady(
  values: Partial<Record<'email' | 'fullName' | 'phone' | 'message', unknown>>,
): boolean {
  return [values.email, values.fullName, values.phone, values.message].every(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
}

function ContactForm({ labels, formId }: Props) {
  const { lang, t } = useText();
  const form = useZodForm(contactMessageSchema(lang));
  const watched = form.watch(['email', 'fullName', 'phone', 'message']);
  const [latched, setLatched] = useState(false);
  const ready =
    latched ||
    contactReady({ email: watched[0], fullName: watched[1], phone: watched[2], message: watched[3] });
  // The flag latches: once the four fields were filled, clearing one later keeps the button enabled.
  if (ready && !latched) setLatched(true);
  const { outcome, onValid } = useFormSubmit(form, {
    // A ticked box sends the words it showed: the API records them with the consent.
    send: (values: ContactMessageBody) =>
      apiRequest('/messages', {
        lang,
        json: values.isWillingToReceiveUpdates
          ? { ...values, consentWording: labels.updatesConsent }
          : values,
      }),
    success: t('contact.success'),
    reset: EMPTY,
    failure: t('contact.error'),
  });
  const sending = form.formState.isSubmitting;

  return (
    <Form lead form={form} onValid={onValid} id={formId} errorDisplay="summary" browserValidation>
      <TextField name="fullName" label={labels.fullName} required autoComplete="name" disabled={sending} />
      <div className="form-row">
        <TextField
          name="email"
          label={labels.email}
          type="email"
          required
          autoComplete="email"
          disabled={sending}
        />
        <TextField
          name="phone"
          label={labels.phone}
          type="tel"
          required
          autoComplete="tel"
          disabled={sending}
        />
      </div>
      <TextField name="website" label={labels.website} required autoComplete="url" disabled={sending} />
      <TextField name="message" label={labels.message} multiline required disabled={sending} />
      <CheckField name="isWillingToReceiveUpdates" label={labels.updatesConsent} disabled={sending} />
      <SubmitButton disabled={!ready} busy={sending} busyLabel={labels.submitting}>
        {labels.submit}
      </SubmitButton>
      <FormOutcome outcome={outcome} />
    </Form>
  );
}

export default withText(ContactForm);

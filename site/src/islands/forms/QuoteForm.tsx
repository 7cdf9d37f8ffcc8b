// Team builder quote form → POST /api/v1/inquiries (quote payload). Every field non-blank ("Please fill
// in all required fields."), submit disabled until filled or while submitting, reset on success with the
// success text, the server's message or a fallback on failure.
import { quoteInquirySchema, type QuoteInquiry } from '@crestline/contracts/inquiries';
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
import type { QuoteFormLabels } from '../../lib/form-labels';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'company',
  'noOfStaff',
  'message',
] as const;
const EMPTY = { ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])), isOkayToRecieveMarketing: false };

export function quoteFilled(values: readonly unknown[]): boolean {
  return values.every((v) => (typeof v === 'number' ? true : typeof v === 'string' && v.trim() !== ''));
}

function QuoteForm({ labels }: IslandProps & { labels: QuoteFormLabels }) {
  const { lang, t } = useText();
  const form = useZodForm(quoteInquirySchema(lang));
  const filled = quoteFilled(form.watch([...TEXT_FIELDS]));
  const { outcome, onValid } = useFormSubmit(form, {
    // A ticked box sends the words it showed: the API records them with the consent.
    send: (values: QuoteInquiry) =>
      apiRequest('/inquiries', {
        lang,
        json: values.isOkayToRecieveMarketing
          ? { ...values, consentWording: labels.marketingConsent }
          : values,
      }),
    success: t('inquiries.success'),
    reset: EMPTY,
    failure: t('inquiries.error'),
  });
  const sending = form.formState.isSubmitting;

  const field = { required: true, disabled: sending } as const;
  return (
    <Form lead form={form} onValid={onValid} errorDisplay="summary">
      <div className="form-row">
        <TextField name="firstName" label={labels.firstName} autoComplete="given-name" {...field} />
        <TextField name="lastName" label={labels.lastName} autoComplete="family-name" {...field} />
      </div>
      <div className="form-row">
        <TextField name="email" label={labels.email} type="email" autoComplete="email" {...field} />
        <TextField name="phone" label={labels.phone} type="tel" autoComplete="tel" {...field} />
      </div>
      <div className="form-row">
        <TextField name="company" label={labels.company} autoComplete="organization" {...field} />
        <TextField name="location" label={labels.location} autoComplete="address-level2" {...field} />
      </div>
      <TextField
        name="noOfStaff"
        label={labels.noOfStaff}
        type="number"
        min={1}
        inputMode="numeric"
        {...field}
      />
      <TextField name="message" label={labels.message} multiline {...field} />
      <CheckField name="isOkayToRecieveMarketing" label={labels.marketingConsent} disabled={sending} />
      <SubmitButton disabled={!filled} busy={sending} busyLabel={labels.submitting}>
        {labels.submit}
      </SubmitButton>
      <FormOutcome outcome={outcome} />
    </Form>
  );
}

export default withText(QuoteForm);

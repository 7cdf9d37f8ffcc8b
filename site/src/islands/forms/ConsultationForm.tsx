// Consultation / initial booking form (get started and the booking guidelines page) → POST
// /api/v1/inquiries (consultation payload). Every field required with its own message (shown once a
// field is used); submit disabled while invalid; reset after a successful submit, then the success
// dialog opens.
import { useEffect, useState } from 'react';
import { TIME_ZONES } from '@crestline/contracts/enums';
import { listedTimeZone, timeZoneLabelKey } from '@crestline/contracts/time-zones';
import { consultationInquirySchema, type ConsultationInquiry } from '@crestline/contracts/inquiries';
import { apiRequest } from '../kit/http';
import { withText, useText, type IslandProps } from '../kit/i18n';
import { Modal } from '../kit/Modal';
import {
  Form,
  FormStatus,
  SelectField,
  SubmitButton,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../kit/form';
import type { ConsultationFormLabels } from '../../lib/form-labels';

const EMPTY = {
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

function ConsultationForm({ labels }: IslandProps & { labels: ConsultationFormLabels }) {
  const { lang, t } = useText();
  const form = useZodForm(consultationInquirySchema(lang));
  const [done, setDone] = useState(false);
  // The browser's own zone is chosen for the visitor when it is one of the listed ones (and nothing was
  // chosen yet: a choice made before the script ran is adopted after this).
  const { setValue, getValues } = form;
  useEffect(() => {
    const zone = listedTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (zone && !getValues('timeZone')) setValue('timeZone', zone);
  }, [getValues, setValue]);
  const { outcome, onValid } = useFormSubmit(form, {
    send: (values: ConsultationInquiry) => apiRequest('/inquiries', { lang, json: values }),
    success: () => setDone(true),
    reset: EMPTY,
    failure: t('common.unexpectedError'),
  });
  const sending = form.formState.isSubmitting;

  const field = { required: true, disabled: sending } as const;
  return (
    <>
      <Form lead form={form} onValid={onValid}>
        <TextField name="company" label={labels.company} autoComplete="organization" {...field} />
        <div className="form-row">
          <TextField name="firstName" label={labels.firstName} autoComplete="given-name" {...field} />
          <TextField name="lastName" label={labels.lastName} autoComplete="family-name" {...field} />
        </div>
        <div className="form-row">
          <TextField name="email" label={labels.email} type="email" autoComplete="email" {...field} />
          <TextField name="phone" label={labels.phone} type="tel" autoComplete="tel" {...field} />
        </div>
        <div className="form-row">
          <SelectField
            name="timeZone"
            label={labels.timeZone}
            placeholder={labels.timeZonePlaceholder}
            options={TIME_ZONES.map((z) => ({ value: z, label: t(timeZoneLabelKey(z)) }))}
            {...field}
          />
          <TextField name="date" label={labels.date} type="date" {...field} />
        </div>
        <div className="form-row">
          <TextField name="timeFrom" label={labels.timeFrom} type="time" {...field} />
          <TextField name="timeTo" label={labels.timeTo} type="time" {...field} />
        </div>
        <SubmitButton disabled={!form.formState.isValid} busy={sending} busyLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
        <FormStatus kind="error" text={outcome?.kind === 'error' ? outcome.text : null} />
      </Form>
      <Modal
        open={done}
        onClose={() => setDone(false)}
        title={labels.successTitle}
        footer={
          <button type="button" className="button" onClick={() => setDone(false)} data-autofocus>
            {labels.close}
          </button>
        }
      >
        <p role="status">{labels.successText}</p>
      </Modal>
    </>
  );
}

export default withText(ConsultationForm);

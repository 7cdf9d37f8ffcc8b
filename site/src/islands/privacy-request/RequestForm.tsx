// /privacy-request: a person asks for a copy, a correction or the erasure of their data by email
// (POST /privacy/requests). The API mails a confirmation link; opening it brings them back here with
// ?verified=1 (or 0 when the link was not valid), which this form then says.
import { useMemo } from 'react';
import { SUBJECT_REQUEST_KINDS, subjectRequestSchema } from '@crestline/contracts/subject-requests';
import { useHydrated } from '../kit/hydrated';
import { apiRequest } from '../kit/http';
import { useText, withText, type IslandProps } from '../kit/i18n';
import {
  Form,
  FormOutcome,
  FormStatus,
  RadioGroup,
  SubmitButton,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../kit/form';

function RequestForm(_props: IslandProps) {
  const { lang, t } = useText();
  const schema = useMemo(() => subjectRequestSchema(lang), [lang]);
  const form = useZodForm(schema);
  const hydrated = useHydrated();
  const returned = hydrated ? new URLSearchParams(window.location.search).get('verified') : null;
  const verified = returned === '1' || returned === '0' ? returned : null;
  // Back from a consent's withdrawal link (GET /consents/withdraw).
  const withdrawn = hydrated ? new URLSearchParams(window.location.search).get('withdrawn') : null;
  // Back from a talent-pool renewal link (GET /applicants/talent-pool/renew).
  const renewed = hydrated ? new URLSearchParams(window.location.search).get('renewed') : null;
  const { outcome, onValid } = useFormSubmit(form, {
    send: (values) => apiRequest('/privacy/requests', { lang, json: values }),
    success: t('privacyRequest.sent'),
    reset: { email: '', kind: undefined, message: '' },
  });
  const sending = form.formState.isSubmitting;

  return (
    <>
      {verified && (
        <FormStatus
          kind={verified === '1' ? 'success' : 'error'}
          text={t(verified === '1' ? 'privacyRequest.verified' : 'privacyRequest.verifyFailed')}
        />
      )}
      {(withdrawn === '1' || withdrawn === '0') && (
        <FormStatus
          kind={withdrawn === '1' ? 'success' : 'error'}
          text={t(withdrawn === '1' ? 'privacyRequest.withdrawn' : 'privacyRequest.withdrawFailed')}
        />
      )}
      {(renewed === '1' || renewed === '0') && (
        <FormStatus
          kind={renewed === '1' ? 'success' : 'error'}
          text={t(renewed === '1' ? 'privacyRequest.renewed' : 'privacyRequest.renewFailed')}
        />
      )}
      <Form form={form} onValid={onValid} className="form privacy-request-form">
        <TextField
          name="email"
          label={t('privacyRequest.email')}
          type="email"
          required
          autoComplete="email"
          disabled={sending}
        />
        <RadioGroup
          name="kind"
          legend={t('privacyRequest.kind')}
          required
          options={SUBJECT_REQUEST_KINDS.map((kind) => ({
            value: kind,
            label: t(`privacyRequest.kind.${kind}`),
          }))}
        />
        <TextField name="message" label={t('privacyRequest.message')} multiline rows={4} disabled={sending} />
        <SubmitButton busy={sending} busyLabel={t('privacyRequest.sending')}>
          {t('privacyRequest.submit')}
        </SubmitButton>
        <FormOutcome outcome={outcome} />
      </Form>
    </>
  );
}

export default withText(RequestForm);

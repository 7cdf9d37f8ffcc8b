// The careers board's "Email me new jobs like these": subscribes an address to the board's current search
// (POST /job-alerts, double opt-in: the API mails a confirmation link). It also says what the mailed links
// did: their answers bring the visitor back to /career?alert=confirmed|unsubscribed|invalid#job-alert.
import { useEffect, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { emailText } from '@crestline/contracts/common';
import { JOB_ALERT_OUTCOMES, type JobAlertOutcome } from '@crestline/contracts/job-alerts';
import { NOTICE_FORMS } from '@crestline/contracts/privacy-notices';
import { localePath } from '@crestline/contracts/site-paths';
import { apiRequest } from '../kit/http';
import { valueLabel, useText } from '../kit/i18n';
import { Form, FormOutcome, SubmitButton, TextField, useFormSubmit, useZodForm } from '../kit/form';

export interface AlertSearch {
  search: string;
  type: string;
  location: string;
}

/** The outcome a mailed link's answer names in the address (?alert=), if any. */
function linkOutcome(): JobAlertOutcome | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('alert');
  return (JOB_ALERT_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as JobAlertOutcome) : null;
}

export function JobAlertForm({ filters, company }: { filters: AlertSearch; company: string }) {
  const { lang, t } = useText();
  const ids = useId();
  const [outcome] = useState(linkOutcome);
  useEffect(() => {
    if (outcome) document.getElementById('job-alert')?.scrollIntoView({ block: 'start' });
  }, [outcome]);
  const schema = useMemo(
    () => z.object({ email: emailText(t('common.fillRequired'), t('common.emailInvalid')) }),
    [t],
  );
  const form = useZodForm(schema);
  const submit = useFormSubmit(form, {
    send: (values: { email: string }) =>
      apiRequest<{ message: string }>('/job-alerts', { lang, json: { ...values, ...filters } }),
    success: (answer) => answer?.message ?? t('jobAlerts.accepted'),
    reset: { email: '' },
    failure: t('jobAlerts.failed'),
  });
  const sending = form.formState.isSubmitting;
  const summary = [
    filters.search.trim() && `“${filters.search.trim()}”`,
    filters.type && valueLabel(t, filters.type),
    filters.location,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <section id="job-alert" className="job-alert" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('jobAlerts.title')}</h2>
      {outcome && (
        <p className={`form-status ${outcome === 'invalid' ? 'error' : 'success'}`} role="status">
          {t(`jobAlerts.outcome.${outcome}`)}
        </p>
      )}
      <p>{t('jobAlerts.intro')}</p>
      <p className="job-alert-search">
        {t('jobAlerts.searchSummary', { summary: summary || t('jobAlerts.anyJob') })}
      </p>
      <Form lead form={form} onValid={submit.onValid} className="form job-alert-form">
        <TextField
          name="email"
          label={t('jobAlerts.emailLabel')}
          type="email"
          autoComplete="email"
          required
          disabled={sending}
        />
        <SubmitButton busy={sending} busyLabel={t('jobAlerts.sending')}>
          {t('jobAlerts.submit')}
        </SubmitButton>
        <FormOutcome outcome={submit.outcome} />
      </Form>
      <p className="collection-notice" data-collection-notice="jobAlert">
        {t('notice.jobAlert', { company })}{' '}
        <a href={localePath(lang, `/privacypolicy#${NOTICE_FORMS.jobAlert}`)}>{t('notice.link')}</a>
      </p>
    </section>
  );
}

// The careers board's "Email me new jobs like these": subscribes an address to the board's current search
// (POST /job-alerts, double opt-in: the API mails a confirmation link). It also says what the mailed links
// did: their answers bring the visitor back to /career?alert=confirmed|unsubscribed|invalid#job-alert.
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { JOB_ALERT_OUTCOMES, type JobAlertOutcome } from '@crestline/contracts/job-alerts';
import { NOTICE_FORMS } from '@crestline/contracts/privacy-notices';
import { localePath } from '@crestline/contracts/site-paths';
import { apiRequest } from '../kit/http';
import { valueLabel, useText, withText, type IslandProps } from '../kit/i18n';
import { followSearch, type AlertSearch } from './current-search';
import { Form } from '../kit/form/Form';
import { SubmitButton, TextField } from '../kit/form/fields';
import { FormOutcome } from '../kit/form/outcome';
import { useFormSubmit } from '../kit/form/use-form-submit';

/** The outcome a mailed link's answer names in the address (?alert=), if any. */
function linkOutcome(): JobAlertOutcome | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('alert');
  return (JOB_ALERT_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as JobAlertOutcome) : null;
}

/** An address as the API takes it (the API checks it again with the contracts' schema). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/**
 * The one field's rule without a validation library: the careers board's island ships none (the build
 * test holds it to that), and zod would be most of its weight for one address.
 */
function emailResolver(required: string, invalid: string): Resolver<{ email: string }> {
  return (values): ResolverResult<{ email: string }> => {
    const email = (values.email ?? '').trim();
    const message = !email ? required : EMAIL.test(email) ? null : invalid;
    if (!message) return { values: { email }, errors: {} };
    return { values: {} as Record<string, never>, errors: { email: { type: 'validate', message } } };
  };
}

export function JobAlertForm({ company }: { company: string }) {
  const { lang, t } = useText();
  const [filters, setFilters] = useState<AlertSearch>({ search: '', type: '', location: '' });
  useEffect(() => followSearch(setFilters), []);
  const ids = useId();
  const [outcome] = useState(linkOutcome);
  useEffect(() => {
    if (outcome) document.getElementById('job-alert')?.scrollIntoView({ block: 'start' });
  }, [outcome]);
  const form = useForm<{ email: string }>({
    resolver: emailResolver(t('common.fillRequired'), t('common.emailInvalid')),
    mode: 'onTouched',
    criteriaMode: 'firstError',
  });
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

/** The island of /career (client:visible): its texts are the page's (JOB_ALERT_KEYS). */
export default withText(function JobAlertIsland({ company = '' }: IslandProps & { company?: string }) {
  return <JobAlertForm company={company} />;
});

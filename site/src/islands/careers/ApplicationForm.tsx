// /application/{id}: the job application with the checks in the documented order (one message at a time,
// rechecked on every change), a PDF resume by picker or drag and drop, and the multipart POST. Built on
// the form kit: values typed before the script ran are kept. See docs/site.md (careers).
import { useState, type ReactNode } from 'react';
import { EXPERIENCE_YEARS, FLUENT_LANGUAGES, STAFF_HANDLED_RANGES } from '@crestline/contracts/enums';
import {
  APPLICATION_FIELD_ORDER,
  PDF_MAX_BYTES,
  applicationFormSchema,
  experienceMessageKey,
  isPdfFile,
  type ApplicationForm as ApplicationValues,
} from '@crestline/contracts/applicants';
import { apiRequest } from '../kit/http';
import { valueLabel, withText, useText, type IslandProps } from '../kit/i18n';
import { useResource } from '../kit/use-resource';
import { readVisitSource } from '../kit/visit-source';
import {
  FileDrop,
  Form,
  RadioGroup,
  SelectField,
  CheckField,
  SubmitButton,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../kit/form';
import { idFromPath, RECORD_PAGES } from '@crestline/contracts/site-paths';
import { careersPath, jobPath } from './paths';
import './careers.css';

class JobNotFound extends Error {}

const EMPTY = Object.fromEntries(
  APPLICATION_FIELD_ORDER.map((f) => [f, f === 'resume' ? null : '']),
) as Record<string, unknown>;

function ApplicationForm(_props: IslandProps) {
  const { lang, t } = useText();
  const [jobId] = useState(() =>
    typeof window === 'undefined' ? null : idFromPath(window.location.pathname, RECORD_PAGES.application),
  );
  // The job's title heads the form; if it cannot be read, the form still works (the server decides).
  const { state: job } = useResource(async (signal) => {
    if (!jobId) throw new JobNotFound();
    const body = await apiRequest<{ job?: { title?: unknown } }>(`/jobs/${encodeURIComponent(jobId)}`, {
      lang,
      signal,
    }).catch((error: { status?: number }) => {
      if (error.status === 404 || error.status === 400) throw new JobNotFound();
      return null;
    });
    return typeof body?.job?.title === 'string' ? body.job.title : null;
  }, jobId);
  const form = useZodForm(applicationFormSchema(lang), { mode: 'onChange' });
  const { outcome, onValid, clear, fail } = useFormSubmit(form, {
    send: (values: ApplicationValues) => {
      const body = applicationBody(values, jobId!);
      // The unticked "keep my CV for future roles" box (outside the schema): a consent with its words.
      if ((form.getValues() as Record<string, unknown>).talentPool === true) {
        body.append('talentPool', 'true');
        body.append('consentWording', t('consent.talentPool'));
      }
      return apiRequest('/applicants', { lang, form: body });
    },
    success: () => window.alert(t('application.success')),
    reset: EMPTY,
    failure: t('application.unexpectedError'),
  });
  const status = outcome?.kind === 'error' ? outcome.text : null;
  const sending = form.formState.isSubmitting;

  if (job.status === 'error' && job.error instanceof JobNotFound) {
    return (
      <div className="apply">
        <p className="form-status error" role="alert">
          {t('jobs.notFound')}
        </p>
        <p>
          <a className="job-back" href={careersPath(lang)}>
            ← {t('careers.backToCareers')}
          </a>
        </p>
      </div>
    );
  }

  const experience = EXPERIENCE_YEARS.map((years) => ({
    value: String(years),
    label: t(experienceMessageKey(years)),
  }));
  const checkResume = (file: File) =>
    !isPdfFile(file)
      ? t('application.resumeNotPdf')
      : file.size > PDF_MAX_BYTES
        ? t('application.resumeTooLarge')
        : null;

  return (
    <div className="apply">
      <div className="apply-job" aria-live="polite">
        {job.status === 'ready' && job.data && jobId && (
          <p>
            <span className="apply-job-label">{t('careers.applyingFor')}</span>{' '}
            <a href={jobPath(lang, jobId)}>{job.data}</a>
          </p>
        )}
      </div>
      <Form
        form={form}
        className="form form-card apply-form"
        errorOrder={APPLICATION_FIELD_ORDER}
        onValid={(values) => (jobId ? onValid(values) : clear())}
        onInvalid={() => {
          fail(t('application.formInvalid'));
          const first = APPLICATION_FIELD_ORDER.find((field) => form.formState.errors[field]);
          if (first) form.setFocus(first as never);
        }}
      >
        <p className="apply-intro">{t('careers.applicationIntro')}</p>
        <Section title={t('careers.personalDetails')}>
          <div className="form-row">
            <TextField name="firstName" label={t('careers.firstName')} autoComplete="given-name" required />
            <TextField name="lastName" label={t('careers.lastName')} autoComplete="family-name" required />
          </div>
          <TextField
            name="email"
            label={t('careers.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <div className="form-row">
            <TextField
              name="phone"
              label={t('careers.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint={t('careers.phoneHint')}
              required
            />
            <TextField
              name="zipCode"
              label={t('careers.zipCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              hint={t('careers.zipHint')}
              required
            />
          </div>
        </Section>

        <Section title={t('careers.experienceDetails')}>
          <SelectField
            name="fluentLanguage"
            label={t('careers.fluentLanguage')}
            placeholder={t('careers.selectLanguage')}
            options={FLUENT_LANGUAGES.map((value) => ({ value, label: valueLabel(t, value) }))}
            required
          />
          <RadioGroup
            name="numberOfStaffHandled"
            legend={t('careers.numberOfStaffHandled')}
            options={STAFF_HANDLED_RANGES.map((value) => ({ value, label: valueLabel(t, value) }))}
            required
          />
          <RadioGroup
            name="isWillingForBackgroundCheck"
            legend={t('careers.backgroundCheck')}
            options={[
              { value: 'true', label: t('common.yes') },
              { value: 'false', label: t('common.no') },
            ]}
            required
          />
          <RadioGroup
            name="yearsOfCustomerServiceExperience"
            legend={t('careers.customerServiceExperience')}
            options={experience}
            required
          />
          <RadioGroup
            name="yearsOfCallCenterExperience"
            legend={t('careers.callCenterExperience')}
            options={experience}
            required
          />
        </Section>

        <FileDrop
          name="resume"
          label={t('careers.resume')}
          hint={t('careers.dropHint')}
          chooseLabel={t('careers.chooseFile')}
          selectedLabel={(name) => t('careers.selectedFile', { name })}
          removeLabel={t('careers.removeFile')}
          check={checkResume}
          onWrongFile="clear"
          onChange={clear}
        />

        <CheckField name="talentPool" label={t('consent.talentPool')} disabled={sending} />

        <div className="apply-actions">
          <div aria-live="polite" className="apply-status">
            {status && <p className="form-status error">{status}</p>}
          </div>
          {/* Pressable while invalid: nothing is sent, the press says what is missing and moves to it. */}
          <SubmitButton className="button apply-submit" busy={sending} busyLabel={t('common.submitting')}>
            {t('careers.submit')}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/** The multipart body of an application: every field trimmed, the job and the resume. */
function applicationBody(values: ApplicationValues, jobId: string): FormData {
  const body = new FormData();
  for (const field of APPLICATION_FIELD_ORDER) {
    if (field !== 'resume') body.append(field, String(values[field]).trim());
  }
  body.append('jobId', jobId);
  // Where the visit came from (campaign parameters, referring site), kept on the applicant.
  for (const [field, value] of Object.entries(readVisitSource())) if (value) body.append(field, value);
  const resume = values.resume as File;
  body.append('resume', resume, resume.name);
  return body;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="apply-section">
      <legend className="apply-section-title">{title}</legend>
      <div className="form">{children}</div>
    </fieldset>
  );
}

export default withText(ApplicationForm);

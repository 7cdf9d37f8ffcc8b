// /application/{id}: the job application of spec §2 with the checks of §5 in their order (one message at
// a time, rechecked on every change), a PDF resume by picker or drag and drop, and the multipart POST.
import '../shared/zod-setup'; // first: before any zod schema is built
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import {
  EXPERIENCE_YEARS,
  FLUENT_LANGUAGES,
  STAFF_HANDLED_RANGES,
  type Locale,
} from '@crestline/contracts/enums';
import { t } from '@crestline/contracts/messages';
import {
  APPLICATION_FIELD_ORDER,
  PDF_MAX_BYTES,
  applicationFormSchema,
  experienceMessageKey,
  firstApplicationError,
  isPdfFile,
  type ApplicationField,
} from '@crestline/contracts/applicants';
import { apiFetch, careersPath, idFromPath, jobPath, readJson, serverError } from './api';
import { ct, valueLabel } from './text';
import './careers.css';

interface Props {
  lang: Locale;
}

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'zipCode';
type ChoiceField = Exclude<ApplicationField, TextField | 'resume'>;
type Values = Record<TextField | ChoiceField, string> & { resume: File | null };

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  zipCode: '',
  fluentLanguage: '',
  numberOfStaffHandled: '',
  isWillingForBackgroundCheck: '',
  yearsOfCustomerServiceExperience: '',
  yearsOfCallCenterExperience: '',
  resume: null,
};

/** The form's values as the shared rules read them (no resume → missing). */
function ruleInput(values: Values) {
  return { ...values, resume: values.resume ?? undefined };
}

/** The field of the first failing rule, in the spec's order, or null when all pass. */
function firstInvalidField(values: Values, lang: Locale): ApplicationField | null {
  const shape = applicationFormSchema(lang).shape;
  const input = ruleInput(values);
  return APPLICATION_FIELD_ORDER.find((field) => !shape[field].safeParse(input[field]).success) ?? null;
}

type JobState = { status: 'loading' } | { status: 'notFound' } | { status: 'ready'; title: string | null };
type Status = { kind: 'error'; text: string } | null;

export default function ApplicationForm({ lang }: Props) {
  const ids = useId();
  const fieldId = (field: ApplicationField) => `${ids}-${field}`;
  const [jobId, setJobId] = useState<string | null>(null);
  const [job, setJob] = useState<JobState>({ status: 'loading' });
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<ApplicationField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let alive = true;
    const id = idFromPath(window.location.pathname, 'application');
    (async () => {
      if (!id) {
        if (alive) setJob({ status: 'notFound' });
        return;
      }
      if (alive) setJobId(id);
      // The job's title heads the form; if it cannot be read, the form still works (the server decides).
      try {
        const res = await apiFetch(`/jobs/${encodeURIComponent(id)}`, lang);
        if (res.status === 404 || res.status === 400) {
          if (alive) setJob({ status: 'notFound' });
          return;
        }
        const body = res.ok ? ((await readJson(res)) as { job?: { title?: unknown } } | null) : null;
        const title = typeof body?.job?.title === 'string' ? body.job.title : null;
        if (alive) setJob({ status: 'ready', title });
      } catch {
        if (alive) setJob({ status: 'ready', title: null });
      }
    })();
    return () => {
      alive = false;
    };
  }, [lang]);

  const invalidField = firstInvalidField(values, lang);
  const error = firstApplicationError(ruleInput(values), lang);
  // One message at a time: the first failing rule, once its field was used or a submit was tried.
  const shownField = invalidField && (submitted || touched.has(invalidField)) ? invalidField : null;
  const messageFor = (field: ApplicationField): string | null => {
    if (field === 'resume' && fileError) return fileError;
    if (fileError) return null;
    return shownField === field ? error : null;
  };

  const touch = (field: ApplicationField) =>
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  const change = (field: Exclude<ApplicationField, 'resume'>, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    touch(field);
    setStatus(null);
  };

  const pickFile = (file: File | undefined | null) => {
    if (!file) return;
    touch('resume');
    setStatus(null);
    const problem = !isPdfFile(file)
      ? t(lang, 'application.resumeNotPdf')
      : file.size > PDF_MAX_BYTES
        ? t(lang, 'application.resumeTooLarge')
        : null;
    if (fileInput.current) fileInput.current.value = '';
    setFileError(problem);
    setValues((prev) => ({ ...prev, resume: problem ? null : file }));
  };
  const removeFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    setValues((prev) => ({ ...prev, resume: null }));
    fileInput.current?.focus();
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    pickFile(event.dataTransfer.files?.[0]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFileError(null);
    if (invalidField || !jobId || !values.resume) {
      setStatus({ kind: 'error', text: t(lang, 'application.formInvalid') });
      if (invalidField) document.getElementById(fieldId(invalidField))?.focus();
      return;
    }
    const form = new FormData();
    for (const field of APPLICATION_FIELD_ORDER) {
      if (field !== 'resume') form.append(field, values[field].trim());
    }
    form.append('jobId', jobId);
    form.append('resume', values.resume, values.resume.name);
    setSending(true);
    setStatus(null);
    try {
      const res = await apiFetch('/applicants', lang, { method: 'POST', body: form });
      if (res.ok) {
        window.alert(t(lang, 'application.success'));
        setValues(EMPTY);
        setTouched(new Set());
        setSubmitted(false);
        if (fileInput.current) fileInput.current.value = '';
      } else {
        const body = await readJson(res);
        setStatus({ kind: 'error', text: serverError(body) ?? t(lang, 'application.unexpectedError') });
      }
    } catch {
      setStatus({ kind: 'error', text: t(lang, 'application.unexpectedError') });
    } finally {
      setSending(false);
    }
  };

  if (job.status === 'notFound') {
    return (
      <div className="apply">
        <p className="form-status error" role="alert">
          {t(lang, 'jobs.notFound')}
        </p>
        <p>
          <a className="job-back" href={careersPath(lang)}>
            ← {ct(lang, 'backToCareers')}
          </a>
        </p>
      </div>
    );
  }

  const describedBy = (field: ApplicationField, hint?: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', messageFor(field) ? `${fieldId(field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const errorText = (field: ApplicationField) => {
    const message = messageFor(field);
    return message ? (
      <p id={`${fieldId(field)}-error`} className="field-error" role="alert">
        {message}
      </p>
    ) : null;
  };
  const textInput = (
    field: TextField,
    label: string,
    props: { type?: string; autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel'; hint?: string },
  ) => (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      {props.hint && (
        <span id={`${fieldId(field)}-hint`} className="apply-hint">
          {props.hint}
        </span>
      )}
      <input
        id={fieldId(field)}
        name={field}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        value={values[field]}
        required
        aria-invalid={messageFor(field) ? true : undefined}
        aria-describedby={describedBy(field, Boolean(props.hint))}
        onChange={(e) => change(field, e.target.value)}
        onBlur={() => touch(field)}
      />
      {errorText(field)}
    </div>
  );
  const radioGroup = (field: ChoiceField, legend: string, options: { value: string; label: string }[]) => (
    <fieldset className="field apply-choices" aria-describedby={describedBy(field)}>
      <legend>{legend}</legend>
      <div className="apply-options">
        {options.map((option, i) => (
          <label key={option.value} className="apply-option">
            <input
              type="radio"
              id={i === 0 ? fieldId(field) : undefined}
              name={field}
              value={option.value}
              checked={values[field] === option.value}
              required
              onChange={() => change(field, option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {errorText(field)}
    </fieldset>
  );
  const experience = EXPERIENCE_YEARS.map((years) => ({
    value: String(years),
    label: t(lang, experienceMessageKey(years)),
  }));

  return (
    <div className="apply">
      <div className="apply-job" aria-live="polite">
        {job.status === 'ready' && job.title && jobId && (
          <p>
            <span className="apply-job-label">{ct(lang, 'applyingFor')}</span>{' '}
            <a href={jobPath(lang, jobId)}>{job.title}</a>
          </p>
        )}
      </div>
      <form className="form form-card apply-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
        <p className="apply-intro">{ct(lang, 'applicationIntro')}</p>
        <Section title={ct(lang, 'personalDetails')}>
          <div className="form-row">
            {textInput('firstName', ct(lang, 'firstName'), { autoComplete: 'given-name' })}
            {textInput('lastName', ct(lang, 'lastName'), { autoComplete: 'family-name' })}
          </div>
          {textInput('email', ct(lang, 'email'), {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
          })}
          <div className="form-row">
            {textInput('phone', ct(lang, 'phone'), {
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              hint: ct(lang, 'phoneHint'),
            })}
            {textInput('zipCode', ct(lang, 'zipCode'), {
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              hint: ct(lang, 'zipHint'),
            })}
          </div>
        </Section>

        <Section title={ct(lang, 'experienceDetails')}>
          <div className="field">
            <label htmlFor={fieldId('fluentLanguage')}>{ct(lang, 'fluentLanguage')}</label>
            <select
              id={fieldId('fluentLanguage')}
              name="fluentLanguage"
              value={values.fluentLanguage}
              required
              aria-invalid={messageFor('fluentLanguage') ? true : undefined}
              aria-describedby={describedBy('fluentLanguage')}
              onChange={(e) => change('fluentLanguage', e.target.value)}
              onBlur={() => touch('fluentLanguage')}
            >
              <option value="">{ct(lang, 'selectLanguage')}</option>
              {FLUENT_LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {valueLabel(lang, value)}
                </option>
              ))}
            </select>
            {errorText('fluentLanguage')}
          </div>
          {radioGroup(
            'numberOfStaffHandled',
            ct(lang, 'numberOfStaffHandled'),
            STAFF_HANDLED_RANGES.map((value) => ({ value, label: valueLabel(lang, value) })),
          )}
          {radioGroup('isWillingForBackgroundCheck', ct(lang, 'backgroundCheck'), [
            { value: 'true', label: t(lang, 'common.yes') },
            { value: 'false', label: t(lang, 'common.no') },
          ])}
          {radioGroup('yearsOfCustomerServiceExperience', ct(lang, 'customerServiceExperience'), experience)}
          {radioGroup('yearsOfCallCenterExperience', ct(lang, 'callCenterExperience'), experience)}
        </Section>

        <div className="field">
          <span id={`${fieldId('resume')}-label`} className="apply-label">
            {ct(lang, 'resume')}
          </span>
          <label
            htmlFor={fieldId('resume')}
            className={`apply-drop${dragging ? ' is-dragging' : ''}${messageFor('resume') ? ' is-invalid' : ''}`}
            onDragEnter={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'copy';
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
          >
            <input
              ref={fileInput}
              id={fieldId('resume')}
              name="resume"
              type="file"
              accept="application/pdf,.pdf"
              className="apply-file-input"
              aria-labelledby={`${fieldId('resume')}-label`}
              aria-describedby={[`${fieldId('resume')}-hint`, describedBy('resume')]
                .filter(Boolean)
                .join(' ')}
              aria-invalid={messageFor('resume') ? true : undefined}
              onChange={(e) => pickFile(e.target.files?.[0])}
            />
            <svg className="apply-drop-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 16v2.5A1.5 1.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V16"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="apply-drop-button" aria-hidden="true">
              {ct(lang, 'chooseFile')}
            </span>
            <span id={`${fieldId('resume')}-hint`} className="apply-hint">
              {ct(lang, 'dropHint')}
            </span>
          </label>
          {values.resume && (
            <p className="apply-file">
              <span>{ct(lang, 'selectedFile', { name: values.resume.name })}</span>
              <button type="button" className="apply-file-remove" onClick={removeFile}>
                {ct(lang, 'removeFile')}
              </button>
            </p>
          )}
          {errorText('resume')}
        </div>

        <div className="apply-actions">
          <div aria-live="polite" className="apply-status">
            {status && <p className={`form-status ${status.kind}`}>{status.text}</p>}
          </div>
          {/* Pressable while invalid: nothing is sent, the press says what is missing and moves to it. */}
          <button type="submit" className="button apply-submit" disabled={sending}>
            {sending ? t(lang, 'common.submitting') : ct(lang, 'submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="apply-section">
      <legend className="apply-section-title">{title}</legend>
      <div className="form">{children}</div>
    </fieldset>
  );
}

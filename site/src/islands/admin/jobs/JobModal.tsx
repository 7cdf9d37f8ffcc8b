// The add-job and edit-job modals: every field of a job, list fields as blocks separated by a blank
// line, type On-site by default. Submitting shows its busy label; a failure shows in the modal; on
// success the screen updates its list and the modal closes.
import { JOB_TYPES } from '@crestline/contracts/enums';
import { jobBodyFromForm, jobFormSchema, joinBlocks, type JobBody } from '@crestline/contracts/jobs';
import {
  Form,
  FormOutcome,
  SelectField,
  SubmitButton,
  TextField,
  useOutcome,
  useZodForm,
} from '../../shared/form';
import { ApiError, failureText } from '../../shared/http';
import { valueLabel, useText } from '../../shared/i18n';
import { Modal } from '../../shared/Modal';
import type { AdminJob } from './api';

export function JobModal({
  mode,
  job,
  onClose,
  save,
}: {
  mode: 'add' | 'edit' | null;
  job: AdminJob | null;
  onClose: () => void;
  save: (body: JobBody) => Promise<void>;
}) {
  const { t } = useText();
  return (
    <Modal
      open={mode !== null}
      onClose={onClose}
      variant="wide"
      title={mode === 'edit' ? t('admin.jobs.editTitle') : t('admin.jobs.addTitle')}
    >
      {mode ? <JobForm mode={mode} job={job} save={save} onCancel={onClose} /> : null}
    </Modal>
  );
}

function JobForm({
  mode,
  job,
  save,
  onCancel,
}: {
  mode: 'add' | 'edit';
  job: AdminJob | null;
  save: (body: JobBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, lang } = useText();
  const form = useZodForm(jobFormSchema(lang), {
    defaultValues:
      mode === 'edit' && job
        ? {
            title: job.title,
            description: job.description,
            type: job.type,
            location: job.location,
            language: joinBlocks(job.language),
            responsibilities: joinBlocks(job.responsibilities),
            operatingHours: job.operatingHours,
            requirements: joinBlocks(job.requirements),
            training: joinBlocks(job.training),
            benefits: joinBlocks(job.benefits),
          }
        : { type: 'On-site' },
  });
  const { outcome, submit } = useOutcome();
  const sending = form.formState.isSubmitting;
  const failed = (error: unknown) => {
    const detail = error instanceof ApiError ? error.detail : failureText(error, lang);
    return t(mode === 'add' ? 'jobs.addFailed' : 'jobs.updateFailed', { detail });
  };
  const hint = t('admin.jobs.listHint');
  return (
    <Form
      form={form}
      errorDisplay="summary"
      onValid={(values) =>
        submit(async () => save(jobBodyFromForm(values, { dropEmpty: mode === 'add' })), failed)
      }
    >
      <TextField name="title" label={t('admin.jobs.fieldTitle')} required disabled={sending} />
      <TextField
        name="description"
        label={t('admin.jobs.fieldDescription')}
        multiline
        rows={4}
        required
        disabled={sending}
      />
      <div className="form-row">
        <SelectField
          name="type"
          label={t('admin.jobs.fieldType')}
          required
          disabled={sending}
          options={JOB_TYPES.map((type) => ({ value: type, label: valueLabel(t, type) }))}
        />
        <TextField
          name="location"
          label={t('admin.jobs.fieldLocation')}
          hint={t('admin.jobs.locationHint')}
          required
          disabled={sending}
        />
      </div>
      <TextField
        name="language"
        label={t('admin.jobs.fieldLanguage')}
        hint={hint}
        multiline
        rows={3}
        required
        disabled={sending}
      />
      <TextField
        name="responsibilities"
        label={t('admin.jobs.fieldResponsibilities')}
        hint={hint}
        multiline
        rows={5}
        required
        disabled={sending}
      />
      <TextField
        name="operatingHours"
        label={t('admin.jobs.fieldOperatingHours')}
        required
        disabled={sending}
      />
      <TextField
        name="requirements"
        label={t('admin.jobs.fieldRequirements')}
        hint={hint}
        multiline
        rows={5}
        required
        disabled={sending}
      />
      <TextField
        name="training"
        label={t('admin.jobs.fieldTraining')}
        hint={hint}
        multiline
        rows={3}
        disabled={sending}
      />
      <TextField
        name="benefits"
        label={t('admin.jobs.fieldBenefits')}
        hint={hint}
        multiline
        rows={3}
        disabled={sending}
      />
      <FormOutcome outcome={outcome} />
      <div className="modal-foot">
        <button type="button" className="button button-outline" onClick={onCancel}>
          {t('admin.cancel')}
        </button>
        <SubmitButton busy={sending} busyLabel={mode === 'add' ? t('common.submitting') : t('common.saving')}>
          {mode === 'add' ? t('admin.jobs.addButton') : t('admin.jobs.saveButton')}
        </SubmitButton>
      </div>
    </Form>
  );
}

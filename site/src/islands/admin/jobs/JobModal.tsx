// The add-job and edit-job modals: every field of a job, list fields as blocks separated by a blank
// line, type On-site by default. Submitting shows its busy label; a failure shows in the modal; on
// success the screen updates its list and the modal closes.
import { JOB_TYPES, SALARY_UNITS } from '@crestline/contracts/enums';
import { jobBodyFromForm, jobFormSchema, joinBlocks, type JobRequestBody } from '@crestline/contracts/jobs';
import { Form, SelectField, TextField, useFormSubmit, useZodForm } from '../../kit/form';
import { ModalFormFooter } from '../../kit/form/ModalFormFooter';
import { failureDetail } from '../../kit/http';
import { valueLabel, useText } from '../../kit/i18n';
import { Modal } from '../../kit/Modal';
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
  save: (body: JobRequestBody) => Promise<void>;
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
  save: (body: JobRequestBody) => Promise<void>;
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
            closingDate: job.closingDate?.slice(0, 10) ?? '',
            salaryMin: job.salaryMin == null ? '' : String(job.salaryMin),
            salaryMax: job.salaryMax == null ? '' : String(job.salaryMax),
            salaryCurrency: job.salaryCurrency ?? '',
            salaryUnit: job.salaryUnit ?? '',
            titleTr: job.titleTr ?? '',
            descriptionTr: job.descriptionTr ?? '',
            operatingHoursTr: job.operatingHoursTr ?? '',
            locationTr: job.locationTr ?? '',
            responsibilitiesTr: joinBlocks(job.responsibilitiesTr),
            requirementsTr: joinBlocks(job.requirementsTr),
            trainingTr: joinBlocks(job.trainingTr),
            benefitsTr: joinBlocks(job.benefitsTr),
          }
        : { type: 'On-site' },
  });
  const { outcome, onValid } = useFormSubmit(form, {
    send: (values) => save(jobBodyFromForm(values, { dropEmpty: mode === 'add' })),
    failure: (error) =>
      t(mode === 'add' ? 'jobs.addFailed' : 'jobs.updateFailed', { detail: failureDetail(error, lang) }),
  });
  const disabled = form.formState.isSubmitting;
  const field = { required: true, disabled } as const;
  // The list fields: one item a block, blocks separated by a blank line.
  const list = { hint: t('admin.jobs.listHint'), multiline: true, disabled } as const;
  return (
    <Form form={form} errorDisplay="summary" onValid={onValid}>
      <TextField name="title" label={t('admin.jobs.fieldTitle')} {...field} />
      <TextField name="description" label={t('admin.jobs.fieldDescription')} multiline rows={4} {...field} />
      <div className="form-row">
        <SelectField
          name="type"
          label={t('admin.jobs.fieldType')}
          options={JOB_TYPES.map((type) => ({ value: type, label: valueLabel(t, type) }))}
          {...field}
        />
        <TextField
          name="location"
          label={t('admin.jobs.fieldLocation')}
          hint={t('admin.jobs.locationHint')}
          {...field}
        />
      </div>
      <TextField name="language" label={t('admin.jobs.fieldLanguage')} required rows={3} {...list} />
      <TextField
        name="responsibilities"
        label={t('admin.jobs.fieldResponsibilities')}
        required
        rows={5}
        {...list}
      />
      <TextField name="operatingHours" label={t('admin.jobs.fieldOperatingHours')} {...field} />
      <TextField name="requirements" label={t('admin.jobs.fieldRequirements')} required rows={5} {...list} />
      <TextField name="training" label={t('admin.jobs.fieldTraining')} rows={3} {...list} />
      <TextField name="benefits" label={t('admin.jobs.fieldBenefits')} rows={3} {...list} />
      <TextField
        name="closingDate"
        type="date"
        label={t('admin.jobs.fieldClosingDate')}
        hint={t('admin.jobs.closingDateHint')}
        disabled={disabled}
      />
      <div className="form-row">
        <TextField
          name="salaryMin"
          inputMode="decimal"
          label={t('admin.jobs.fieldSalaryMin')}
          disabled={disabled}
        />
        <TextField
          name="salaryMax"
          inputMode="decimal"
          label={t('admin.jobs.fieldSalaryMax')}
          disabled={disabled}
        />
      </div>
      <div className="form-row">
        <TextField
          name="salaryCurrency"
          label={t('admin.jobs.fieldSalaryCurrency')}
          hint={t('admin.jobs.salaryCurrencyHint')}
          maxLength={3}
          disabled={disabled}
        />
        <SelectField
          name="salaryUnit"
          label={t('admin.jobs.fieldSalaryUnit')}
          placeholder={t('admin.jobs.salaryUnitNone')}
          options={SALARY_UNITS.map((unit) => ({ value: unit, label: t(`admin.jobs.salaryUnit_${unit}`) }))}
          disabled={disabled}
        />
      </div>
      <fieldset className="form-group" aria-describedby="job-turkish-intro">
        <legend>{t('admin.jobs.turkishLegend')}</legend>
        <p className="form-group-intro" id="job-turkish-intro">
          {t('admin.jobs.turkishIntro')}
        </p>
        {/* The fields hold Turkish whatever the admin's language, so the browser spell-checks them so. */}
        <TextField name="titleTr" lang="tr" label={t('admin.jobs.fieldTitleTr')} disabled={disabled} />
        <TextField
          name="descriptionTr"
          lang="tr"
          label={t('admin.jobs.fieldDescriptionTr')}
          multiline
          rows={4}
          disabled={disabled}
        />
        <TextField
          name="locationTr"
          lang="tr"
          label={t('admin.jobs.fieldLocationTr')}
          hint={t('admin.jobs.locationTrHint')}
          disabled={disabled}
        />
        <TextField
          name="responsibilitiesTr"
          lang="tr"
          label={t('admin.jobs.fieldResponsibilitiesTr')}
          rows={5}
          {...list}
        />
        <TextField
          name="operatingHoursTr"
          lang="tr"
          label={t('admin.jobs.fieldOperatingHoursTr')}
          disabled={disabled}
        />
        <TextField
          name="requirementsTr"
          lang="tr"
          label={t('admin.jobs.fieldRequirementsTr')}
          rows={5}
          {...list}
        />
        <TextField name="trainingTr" lang="tr" label={t('admin.jobs.fieldTrainingTr')} rows={3} {...list} />
        <TextField name="benefitsTr" lang="tr" label={t('admin.jobs.fieldBenefitsTr')} rows={3} {...list} />
      </fieldset>
      <ModalFormFooter
        outcome={outcome}
        onCancel={onCancel}
        busyLabel={mode === 'add' ? t('common.submitting') : t('common.saving')}
      >
        {mode === 'add' ? t('admin.jobs.addButton') : t('admin.jobs.saveButton')}
      </ModalFormFooter>
    </Form>
  );
}

// Franchising upload: sender's name and email plus the signed contract as a PDF, chosen with the picker
// or dropped on the zone (anything but a PDF: "Please upload a PDF file.", and a PDF chosen earlier is
// kept), sent multipart to POST /api/v1/franchise-applications (fields name, email, contract).
import { useMemo } from 'react';
import { franchiseApplicationSchema, franchiseFileSchema } from '@crestline/contracts/franchise';
import { PDF_MAX_BYTES } from '@crestline/contracts/applicants';
import { apiRequest } from '../kit/http';
import { appendLeadExtras } from '../kit/form/lead';
import { withText, useText, type IslandProps } from '../kit/i18n';
import { FileDrop, Form, FormOutcome, SubmitButton, TextField, useFormSubmit, useZodForm } from '../kit/form';
import type { FranchiseFormLabels } from '../../lib/form-labels';

function FranchiseForm({ labels }: IslandProps & { labels: FranchiseFormLabels }) {
  const { lang, t } = useText();
  const schema = useMemo(
    () => franchiseApplicationSchema(lang).extend({ contract: franchiseFileSchema(lang) }),
    [lang],
  );
  const form = useZodForm(schema);
  const { outcome, onValid, clear } = useFormSubmit(form, {
    send: (values: { name: string; email: string; contract: unknown }) => {
      const body = new FormData();
      body.set('name', values.name);
      body.set('email', values.email);
      body.set('contract', values.contract as File, (values.contract as File).name);
      appendLeadExtras(body, values);
      return apiRequest('/franchise-applications', { lang, form: body });
    },
    success: labels.success,
    reset: { name: '', email: '', contract: undefined },
  });
  const sending = form.formState.isSubmitting;

  const checkFile = (file: File) =>
    file.size > PDF_MAX_BYTES
      ? t('application.resumeTooLarge')
      : franchiseFileSchema(lang).safeParse(file).success
        ? null
        : t('franchise.pdfOnly');

  return (
    <Form lead form={form} onValid={onValid} errorDisplay="summary">
      <h3>{labels.heading}</h3>
      <div className="form-row">
        <TextField name="name" label={labels.name} required autoComplete="name" disabled={sending} />
        <TextField
          name="email"
          label={labels.email}
          type="email"
          required
          autoComplete="email"
          disabled={sending}
        />
      </div>
      <FileDrop
        name="contract"
        label={labels.dropZone}
        hint={labels.pdfOnly}
        chooseLabel={labels.browse}
        selectedLabel={(fileName) => `${labels.selectedFile.replace(/:\s*$/, '')}: ${fileName}`}
        removeLabel={labels.removeFile}
        check={checkFile}
        onWrongFile="keep"
        onChange={clear}
      />
      <SubmitButton busy={sending} busyLabel={labels.submitting}>
        {labels.submit}
      </SubmitButton>
      <FormOutcome outcome={outcome} />
    </Form>
  );
}

export default withText(FranchiseForm);

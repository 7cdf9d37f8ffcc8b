// The foot of a form in a modal (a comment, a refund, a job): the outcome, then Cancel beside the submit
// button, which shows its busy label while the form is sending.
import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useText } from '../i18n';
import { SubmitButton } from './fields';
import { FormOutcome, type Outcome } from './outcome';

export function ModalFormFooter({
  outcome,
  onCancel,
  busyLabel,
  children,
}: {
  outcome: Outcome;
  onCancel: () => void;
  busyLabel: ReactNode;
  /** The submit button's label. */
  children: ReactNode;
}) {
  const { t } = useText();
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <>
      <FormOutcome outcome={outcome} />
      <div className="modal-foot">
        <button type="button" className="button button-outline" onClick={onCancel}>
          {t('admin.cancel')}
        </button>
        <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}

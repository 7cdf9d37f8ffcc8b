// The comment modal of the admin inboxes: Add Comment, or Edit Comment over the saved one, for the
// record named in its description; a blank comment is refused, a failed save shows in the modal.
import { commentBodySchema } from '@crestline/contracts/common';
import { Form, TextField, useFormSubmit, useZodForm } from '../kit/form';
import { ModalFormFooter } from '../kit/form/ModalFormFooter';
import { failureDetail } from '../kit/http';
import { useText } from '../kit/i18n';
import { Modal } from '../kit/Modal';

interface CommentProps {
  save: (comment: string) => Promise<void>;
  /** The failure text around the failure's detail. */
  failed: (detail: string) => string;
}

export function CommentModal({
  record,
  name,
  onClose,
  save,
  failed,
}: CommentProps & {
  /** The record commented on (its saved comment), or null while closed. */
  record: { comment: string } | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useText();
  return (
    <Modal
      open={record !== null}
      onClose={onClose}
      title={record?.comment ? t('comment.edit') : t('comment.add')}
      description={t('admin.commentFor', { name })}
    >
      {record ? (
        <CommentForm initial={record.comment} save={save} failed={failed} onCancel={onClose} />
      ) : null}
    </Modal>
  );
}

function CommentForm({
  initial,
  save,
  failed,
  onCancel,
}: CommentProps & { initial: string; onCancel: () => void }) {
  const { t, lang } = useText();
  const form = useZodForm(commentBodySchema(lang), { defaultValues: { comment: initial } });
  const { outcome, onValid } = useFormSubmit(form, {
    send: (values) => save(values.comment),
    failure: (error) => failed(failureDetail(error, lang)),
  });
  return (
    <Form form={form} onValid={onValid}>
      <TextField
        name="comment"
        label={t('admin.col.comment')}
        multiline
        rows={5}
        required
        disabled={form.formState.isSubmitting}
      />
      <ModalFormFooter outcome={outcome} onCancel={onCancel} busyLabel={t('common.saving')}>
        {t('admin.save')}
      </ModalFormFooter>
    </Form>
  );
}

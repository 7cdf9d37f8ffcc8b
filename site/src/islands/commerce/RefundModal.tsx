// The admin's refund of a payment (full by default, or part of it): the amount is checked against what is
// still refundable, sent to the API, which asks the payment provider; the payment's status and refunded
// amount change when the provider's refund event arrives, and the screen reloads its list.
import { z } from 'zod';
import type { Payment } from '@crestline/contracts/payments';
import { Form, FormOutcome, SubmitButton, TextField, useOutcome, useZodForm } from '../shared/form';
import { ApiError, failureText } from '../shared/http';
import { formatMoney } from '../shared/format';
import { useText } from '../shared/i18n';
import { Modal } from '../shared/Modal';
import { refundPayment } from './api';

export function RefundModal({
  payment,
  onClose,
  onDone,
}: {
  payment: Payment | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useText();
  return (
    <Modal
      open={payment !== null}
      onClose={onClose}
      title={payment ? t('commerce.refundOf', { name: payment.customerName || payment.customerEmail }) : ''}
    >
      {payment ? <RefundForm payment={payment} onCancel={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function RefundForm({
  payment,
  onCancel,
  onDone,
}: {
  payment: Payment;
  onCancel: () => void;
  onDone: (text: string) => void;
}) {
  const { t, lang } = useText();
  const left = payment.amount - payment.amountRefunded;
  const money = (minor: number) => formatMoney(minor, payment.currency, lang);
  const invalid = t('commerce.refundInvalid', { min: money(1), max: money(left) });
  const schema = z.object({
    amount: z
      .string()
      .trim()
      .regex(/^\d+([.,]\d{1,2})?$/, { error: invalid })
      .transform((text) => Math.round(Number(text.replace(',', '.')) * 100))
      .refine((minor) => minor >= 1 && minor <= left, { error: invalid }),
  });
  const form = useZodForm(schema, { defaultValues: { amount: (left / 100).toFixed(2) } });
  const { outcome, submit } = useOutcome();
  const sending = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      className="form refund-form"
      onValid={(values) =>
        submit(
          async () => {
            const minor = values.amount as unknown as number;
            await refundPayment(lang, payment._id, minor === left ? undefined : minor);
            onDone(t('commerce.refundRequested', { amount: money(minor) }));
          },
          (error) =>
            t('commerce.refundFailed', {
              detail: error instanceof ApiError ? error.detail : failureText(error, lang),
            }),
        )
      }
    >
      <TextField
        name="amount"
        label={t('commerce.refundAmount', { currency: payment.currency.toUpperCase() })}
        hint={t('commerce.refundHint', { amount: money(left) })}
        inputMode="decimal"
        required
        disabled={sending}
      />
      <FormOutcome outcome={outcome} />
      <div className="modal-foot">
        <button type="button" className="button button-outline" onClick={onCancel}>
          {t('admin.cancel')}
        </button>
        <SubmitButton busy={sending} busyLabel={t('commerce.refunding')}>
          {t('commerce.refund')}
        </SubmitButton>
      </div>
    </Form>
  );
}

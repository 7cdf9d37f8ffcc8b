// The admin's refund of a payment (full by default, or part of it): the amount is checked against what is
// still refundable, sent to the API, which asks the payment provider; the payment's status and refunded
// amount change when the provider's refund event arrives, and the screen reloads its list.
import { z } from 'zod';
import { patternText } from '@crestline/contracts/common';
import type { Payment } from '@crestline/contracts/payments';
import { Form, TextField, useFormSubmit, useZodForm } from '../../kit/form';
import { ModalFormFooter } from '../../kit/form/ModalFormFooter';
import { failureDetail } from '../../kit/http';
import { formatMoney } from '../../kit/format';
import { useText } from '../../kit/i18n';
import { Modal } from '../../kit/Modal';
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
    amount: patternText(/^\d+([.,]\d{1,2})?$/, invalid)
      .transform((text) => Math.round(Number(text.replace(',', '.')) * 100))
      .refine((minor) => minor >= 1 && minor <= left, { error: invalid }),
  });
  const form = useZodForm(schema, { defaultValues: { amount: (left / 100).toFixed(2) } });
  const { outcome, onValid } = useFormSubmit(form, {
    send: async (values) => {
      const minor = values.amount;
      await refundPayment(lang, payment._id, minor === left ? undefined : minor);
      onDone(t('commerce.refundRequested', { amount: money(minor) }));
    },
    failure: (error) => t('commerce.refundFailed', { detail: failureDetail(error, lang) }),
  });
  return (
    <Form form={form} className="form refund-form" onValid={onValid}>
      <TextField
        name="amount"
        label={t('commerce.refundAmount', { currency: payment.currency.toUpperCase() })}
        hint={t('commerce.refundHint', { amount: money(left) })}
        inputMode="decimal"
        required
        disabled={form.formState.isSubmitting}
      />
      <ModalFormFooter outcome={outcome} onCancel={onCancel} busyLabel={t('commerce.refunding')}>
        {t('commerce.refund')}
      </ModalFormFooter>
    </Form>
  );
}

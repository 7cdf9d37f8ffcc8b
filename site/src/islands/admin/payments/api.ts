// The admin's refund of a payment (docs/api.md, payments), read with the contracts' response schema.
import type { Locale } from '@crestline/contracts/enums';
import { refundResponseSchema, type RefundBody } from '@crestline/contracts/payments';
import { apiRequest } from '../../kit/http';

export async function refundPayment(lang: Locale, paymentId: string, amount: number | undefined) {
  const body: RefundBody = amount === undefined ? {} : { amount };
  return apiRequest(`/payments/${encodeURIComponent(paymentId)}/refund`, {
    lang,
    auth: true,
    method: 'POST',
    json: body,
    answer: refundResponseSchema,
  });
}

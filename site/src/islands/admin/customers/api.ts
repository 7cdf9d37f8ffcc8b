// The customers list (docs/api.md, payments).
import type { Locale } from '@crestline/contracts/enums';
import type { Customer } from '@crestline/contracts/payments';
import { apiRequest } from '../../kit/http';

export async function loadCustomers(lang: Locale, signal: AbortSignal) {
  return (await apiRequest<{ customers: Customer[] }>('/customers', { lang, auth: true, signal })).customers;
}

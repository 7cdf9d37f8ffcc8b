// /payment's island: sends the selected plan once and follows the answer (see payment-start.ts). The page
// itself shows "Preparing your payment..." and goes home when no plan is selected.
import { useEffect } from 'react';
import type { Locale } from '@crestline/contracts/enums';
import { safeStorage } from '../kit/storage';
import { startPayment } from './payment-start';

export default function PaymentStart({ lang, failurePath }: { lang: Locale; failurePath: string }) {
  useEffect(() => {
    let session: Storage | undefined;
    try {
      session = window.sessionStorage;
    } catch {
      session = undefined;
    }
    void startPayment({
      lang,
      failurePath,
      assign: (url) => window.location.assign(url),
      replace: (url) => window.location.replace(url),
      local: safeStorage(),
      session,
    }).finally(() => document.querySelector('[data-payment-spinner]')?.setAttribute('hidden', ''));
  }, [lang, failurePath]);
  return null;
}

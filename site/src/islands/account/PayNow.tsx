// The booking guidelines' Pay Now for existing customers: a signed-in customer goes to the billing portal
// (Stripe's customer portal; the site's /billing page in demo mode). Anyone else, a buyer without a billing account
// yet, or a press before the script runs follows the link to /pricing.
import { useState, type MouseEvent } from 'react';
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest } from '../kit/http';
import { readSession } from '../kit/session';

export default function PayNow({ lang, href, label }: { lang: Locale; href: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (readSession().status !== 'in') return;
    event.preventDefault();
    setBusy(true);
    try {
      const { url } = await apiRequest<{ url: string }>('/billing/portal', {
        lang,
        auth: true,
        method: 'POST',
      });
      window.location.assign(url);
    } catch {
      window.location.assign(href);
    }
  };
  return (
    <a className="button button-gold" href={href} aria-busy={busy || undefined} onClick={(e) => void open(e)}>
      {label}
    </a>
  );
}

// /billing for a signed-in customer, in demo mode (without Stripe): the built-in page that stands for
// Stripe's customer portal, where Manage billing and Fix payment lead (POST /billing/portal). It shows the
// card on file (the demo's card) with Update card, which pays a renewal left unpaid, and each running
// subscription's billing address, company and tax ID, which the buyer can change (receipts carry them).
// With Stripe, Manage billing opens Stripe's portal instead and this page is never linked.
import { useState, type FormEvent } from 'react';
import type { Subscription } from '@crestline/contracts/payments';
import { failureDetail } from '../kit/http';
import { useText, withText, type IslandProps } from '../kit/i18n';
import { Loading } from '../kit/LoadStates';
import { Notice, useNotice } from '../kit/Notice';
import { SignedInOnly } from '../kit/SignedInOnly';
import { sitePath } from '@crestline/contracts/site-paths';
import { useResource } from '../kit/use-resource';
import { saveBillingDetails, updateDemoCard } from '../commerce-kit/actions';
import { loadSubscriptions } from '../commerce-kit/api';
import '../admin-kit/admin.css';
import '../commerce-kit/commerce.css';

const FIELDS = [
  ['company', 'organization', false],
  ['line1', 'address-line1', true],
  ['city', 'address-level2', true],
  ['country', 'country-name', true],
  ['taxId', 'off', false],
] as const;
type Field = (typeof FIELDS)[number][0];

/** The subscription's billing details as its form starts. */
const valuesOf = (s: Subscription): Record<Field, string> => ({
  company: s.company ?? '',
  line1: s.shippingAddress?.line1 ?? '',
  city: s.shippingAddress?.city ?? '',
  country: s.shippingAddress?.country ?? '',
  taxId: s.taxIds[0]?.value ?? '',
});

function DetailsForm({
  subscription,
  onSaved,
}: {
  subscription: Subscription;
  onSaved: (s: Subscription, message: string) => void;
}) {
  const { t, lang } = useText();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const id = subscription.subscriptionId;
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const details = Object.fromEntries(FIELDS.map(([k]) => [k, String(form.get(k) ?? '')])) as Record<
      Field,
      string
    >;
    setBusy(true);
    notice.clear();
    try {
      const answer = await saveBillingDetails(lang, id, details);
      notice.success(answer.message);
      if (answer.subscription) onSaved(answer.subscription, answer.message);
    } catch (error) {
      notice.error(t('billingPage.failed', { detail: failureDetail(error, lang) }));
    } finally {
      setBusy(false);
    }
  };
  const start = valuesOf(subscription);
  return (
    <form className="form demo-billing billing-details" onSubmit={(e) => void submit(e)}>
      <fieldset className="field" disabled={busy}>
        <legend>{t('billingPage.details', { description: subscription.description })}</legend>
        {FIELDS.map(([name, autoComplete, required]) => (
          <div className="field" key={name}>
            <label htmlFor={`billing-${id}-${name}`}>{t(`commerce.demo.${name}`)}</label>
            <input
              id={`billing-${id}-${name}`}
              name={name}
              autoComplete={autoComplete}
              required={required}
              maxLength={name === 'taxId' ? 50 : 200}
              defaultValue={start[name]}
            />
          </div>
        ))}
      </fieldset>
      <Notice notice={notice.notice} onClose={notice.clear} />
      <button type="submit" className="button button-gold" disabled={busy}>
        {t('billingPage.save')}
      </button>
    </form>
  );
}

function CustomerBilling() {
  const { t, lang } = useText();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const list = useResource((signal) => loadSubscriptions(lang, false, signal), lang);
  if (list.state.status === 'loading') return <Loading />;
  if (list.state.status === 'error') {
    return (
      <p className="form-status error" role="alert">
        {t('commerce.fetchError', { detail: failureDetail(list.state.error, lang) })}
      </p>
    );
  }
  const running = list.state.data.filter((s) => s.status !== 'canceled');
  const updateCard = async () => {
    setBusy(true);
    notice.clear();
    try {
      notice.success((await updateDemoCard(lang)).message);
      list.reload();
    } catch (error) {
      notice.error(t('billingPage.failed', { detail: failureDetail(error, lang) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-screen billing-page">
      <p className="demo-badge" role="note">
        {t('billingPage.demoNote')}
      </p>
      {running.length ? (
        <>
          <section aria-labelledby="billing-card">
            <h2 id="billing-card">{t('billingPage.card')}</h2>
            <p>{t('billingPage.demoCard')}</p>
            <Notice notice={notice.notice} onClose={notice.clear} />
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => void updateCard()}
            >
              {t('billingPage.updateCard')}
            </button>
          </section>
          {running.map((s) => (
            <DetailsForm
              key={s._id}
              subscription={s}
              onSaved={(saved) =>
                list.update((all) => all.map((x) => (x.subscriptionId === saved.subscriptionId ? saved : x)))
              }
            />
          ))}
        </>
      ) : (
        <p>{t('billingPage.none')}</p>
      )}
      <p>
        <a href={sitePath(lang, '/subscription')}>{t('billingPage.back')}</a>
      </p>
    </div>
  );
}

function BillingScreen(_props: IslandProps) {
  return <SignedInOnly>{(admin) => (admin ? null : <CustomerBilling />)}</SignedInOnly>;
}

export default withText(BillingScreen);

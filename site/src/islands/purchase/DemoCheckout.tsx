// /checkout: the keyless demo checkout (docs/product.md, purchase). It shows the session the API opened for
// the buyer's plan, says plainly that it takes no money, and completes or abandons the session through the
// API (the same event processing as a real payment); the answer says where to go next. Like Stripe's
// Checkout, it asks for the billing details receipts carry: the address always, the company and a tax ID
// when buying as a business.
import { useState } from 'react';
import type { DemoSession } from '@crestline/contracts/payments';
import { ApiError, apiRequest } from '../kit/http';
import { formatMoney } from '../kit/format';
import { useText, withText, type IslandProps } from '../kit/i18n';
import { useResource } from '../kit/use-resource';
import '../commerce-kit/commerce.css';
import './purchase.css';
import { Loading } from '../kit/LoadStates';

function sessionId(): string | null {
  return new URLSearchParams(window.location.search).get('session');
}

function DemoCheckout(_props: IslandProps) {
  const { t, lang } = useText();
  const [working, setWorking] = useState<'pay' | 'cancel' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const session = useResource(async (signal) => {
    const id = sessionId();
    if (!id) return null;
    const body = await apiRequest<{ session: DemoSession }>(`/checkout/demo/${encodeURIComponent(id)}`, {
      lang,
      auth: true,
      signal,
    });
    return body.session;
  }, lang);

  const act = async (action: 'pay' | 'cancel', id: string, billing?: Record<string, string>) => {
    setWorking(action);
    setProblem(null);
    try {
      const { url } = await apiRequest<{ url: string }>(
        `/checkout/demo/${encodeURIComponent(id)}/${action}`,
        { lang, auth: true, method: 'POST', ...(billing ? { json: { billing } } : {}) },
      );
      window.location.assign(url);
    } catch (error) {
      setWorking(null);
      setProblem(
        t('commerce.demo.failed', { detail: error instanceof ApiError ? error.message : String(error) }),
      );
    }
  };

  if (session.state.status === 'loading') {
    return <Loading />;
  }
  const data = session.state.status === 'ready' ? session.state.data : null;
  if (!data) {
    const missing =
      session.state.status === 'ready' ||
      (session.state.error instanceof ApiError && session.state.error.status === 404);
    return (
      <p className="form-status error" role="alert">
        {missing
          ? t('commerce.demo.missing')
          : t('commerce.fetchError', {
              detail: session.state.error instanceof ApiError ? session.state.error.detail : '',
            })}
      </p>
    );
  }
  const money = (minor: number) => formatMoney(minor, data.currency, lang);
  const open = data.status === 'open';
  return (
    <div className="demo-checkout">
      <p className="demo-badge" role="note">
        {t('commerce.demo.badge')}
      </p>
      <p>{t('commerce.demo.intro')}</p>
      <dl className="summary">
        <div>
          <dt>{t('commerce.demo.plan')}</dt>
          <dd>{data.description}</dd>
        </div>
        <div>
          <dt>{t('commerce.demo.talents')}</dt>
          <dd>{data.noOfRoles}</dd>
        </div>
        <div>
          <dt>{t('commerce.demo.months')}</dt>
          <dd>{data.noOfMonths}</dd>
        </div>
        <div>
          <dt>{t('commerce.perTalentMonth')}</dt>
          <dd>{money(data.unitMonthlyAmount)}</dd>
        </div>
        <div>
          <dt>{t('commerce.monthlyCharge')}</dt>
          <dd>{money(data.monthlyAmount)}</dd>
        </div>
        <div className="summary-total">
          <dt>{t('commerce.totalCharge', { count: data.noOfMonths, months: data.noOfMonths })}</dt>
          <dd>{money(data.totalAmount)}</dd>
        </div>
        <div>
          <dt>{t('commerce.demo.email')}</dt>
          <dd>{data.customerEmail}</dd>
        </div>
      </dl>
      <p className="card-muted">{t('commerce.billingRule')}</p>
      {!open ? (
        <p className="form-status error" role="alert">
          {t('commerce.demo.closed')}
        </p>
      ) : null}
      <div role="alert" aria-live="assertive">
        {problem ? <p className="form-status error">{problem}</p> : null}
      </div>
      <form
        id="demo-billing"
        className="form demo-billing"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const billing = Object.fromEntries(
            ['company', 'line1', 'city', 'country', 'taxId'].map((k) => [k, String(form.get(k) ?? '')]),
          );
          void act('pay', data.id, billing);
        }}
      >
        <fieldset className="field" disabled={!open || working !== null}>
          <legend>{t('commerce.demo.billingHeading')}</legend>
          {(
            [
              ['company', 'organization', false],
              ['line1', 'address-line1', true],
              ['city', 'address-level2', true],
              ['country', 'country-name', true],
              ['taxId', 'off', false],
            ] as const
          ).map(([name, autoComplete, required]) => (
            <div className="field" key={name}>
              <label htmlFor={`demo-${name}`}>{t(`commerce.demo.${name}`)}</label>
              <input
                id={`demo-${name}`}
                name={name}
                autoComplete={autoComplete}
                required={required}
                maxLength={name === 'taxId' ? 50 : 200}
              />
            </div>
          ))}
        </fieldset>
      </form>
      <div className="center-actions">
        <button
          type="submit"
          form="demo-billing"
          className="button button-gold"
          disabled={!open || working !== null}
        >
          {working === 'pay'
            ? t('commerce.demo.working')
            : t('commerce.demo.pay', { amount: money(data.monthlyAmount) })}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={!open || working !== null}
          onClick={() => void act('cancel', data.id)}
        >
          {working === 'cancel' ? t('commerce.demo.working') : t('commerce.demo.cancel')}
        </button>
      </div>
    </div>
  );
}

export default withText(DemoCheckout);

// "Change number of talents" on a subscription row: the buyer (or an admin) picks the new number, sees
// what it costs (the new monthly amount and what is charged or credited today, the provider's proration
// preview) and confirms. The price of a talent stays the subscription's (the server's catalogue price).
import { useId, useState } from 'react';
import { formatDay, type QuantityPreview } from '@crestline/contracts/billing';
import { PLAN_COUNT_LIMITS, type Subscription } from '@crestline/contracts/payments';
import { formatMoney } from '../kit/format';
import { failureDetail } from '../kit/http';
import { useText } from '../kit/i18n';
import { Modal } from '../kit/Modal';
import { changeQuantity, previewQuantity } from './actions';

interface Props {
  subscription: Subscription | null;
  onClose: () => void;
  /** The subscription as the API reports it after the change. */
  onChanged: (next: Subscription | undefined, message: string) => void;
}

export function QuantityDialog({ subscription, onClose, onChanged }: Props) {
  const { t, lang } = useText();
  const id = useId();
  const [quantity, setQuantity] = useState('');
  const [preview, setPreview] = useState<QuantityPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setQuantity('');
    setPreview(null);
    setError(null);
    onClose();
  };
  const money = (minor: number) =>
    formatMoney(minor, preview?.currency ?? subscription?.currency ?? 'USD', lang);
  const wanted = Number(quantity || subscription?.quantity);

  const ask = async () => {
    if (!subscription) return;
    setBusy(true);
    setError(null);
    try {
      setPreview(await previewQuantity(lang, subscription.subscriptionId, wanted));
    } catch (e) {
      setPreview(null);
      setError(t('subscriptions.quantityFailed', { detail: failureDetail(e, lang) }));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!subscription || !preview) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await changeQuantity(
        lang,
        subscription.subscriptionId,
        preview.quantity,
        preview.prorationDate,
      );
      setBusy(false);
      setQuantity('');
      setPreview(null);
      onChanged(answer.subscription, answer.message);
    } catch (e) {
      setBusy(false);
      setError(t('subscriptions.quantityFailed', { detail: failureDetail(e, lang) }));
    }
  };

  return (
    <Modal
      open={subscription !== null}
      onClose={close}
      title={t('subscriptions.quantityTitle')}
      footer={
        <>
          <button type="button" className="button button-outline" disabled={busy} onClick={close}>
            {t('subscriptions.quantityKeep')}
          </button>
          {preview && preview.quantity === wanted ? (
            <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
              {t('subscriptions.quantityConfirm')}
            </button>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => void ask()}>
              {t('subscriptions.quantityPreview')}
            </button>
          )}
        </>
      }
    >
      {subscription ? <p className="card-muted">{subscription.description}</p> : null}
      <div className="field">
        <label htmlFor={`${id}-quantity`}>{t('subscriptions.quantityLabel')}</label>
        <input
          id={`${id}-quantity`}
          type="number"
          min={1}
          max={PLAN_COUNT_LIMITS.maxRoles}
          step={1}
          inputMode="numeric"
          value={quantity || String(subscription?.quantity ?? 1)}
          disabled={busy}
          onChange={(e) => {
            setQuantity(e.target.value);
            setPreview(null);
          }}
        />
      </div>
      {error ? (
        <p className="form-status error" role="alert">
          {error}
        </p>
      ) : null}
      {preview && preview.quantity === wanted ? (
        <div className="quantity-preview" role="status">
          <p>
            {t('subscriptions.quantityNewMonthly', {
              amount: money(preview.newMonthlyAmount),
              count: preview.quantity,
              unit: money(preview.unitAmount),
            })}
          </p>
          <p>
            <strong>
              {preview.dueToday >= 0
                ? t('subscriptions.quantityChargeToday', { amount: money(preview.dueToday) })
                : t('subscriptions.quantityCreditToday', { amount: money(-preview.dueToday) })}
            </strong>
          </p>
          <p>
            {t('subscriptions.quantityNextInvoice', {
              date: formatDay(preview.periodEnd, lang),
              amount: money(preview.newMonthlyAmount),
            })}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}

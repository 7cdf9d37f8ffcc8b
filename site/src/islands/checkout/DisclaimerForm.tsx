// Purchase disclaimer: the proceed button is enabled only when the box is ticked. Logged out, it says
// login is required and opens the login panel; logged in, it goes to /payment.
import { useEffect, useState } from 'react';
import { readUser } from '../shared/storage';
import { CheckField } from '../forms/fields';

export interface DisclaimerLabels {
  accept: string;
  proceed: string;
  loginRequired: string;
}

interface Props {
  labels: DisclaimerLabels;
  paymentHref: string;
}

export default function DisclaimerForm({ labels, paymentHref }: Props) {
  const [accepted, setAccepted] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);

  useEffect(() => {
    const refresh = () => setLoggedIn(readUser() !== null);
    refresh();
    // The login panel announces a new session with `session-change`; other tabs through `storage`.
    window.addEventListener('session-change', refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener('session-change', refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);

  function proceed() {
    if (!accepted) return;
    if (!loggedIn) {
      window.dispatchEvent(new CustomEvent('open-login'));
      return;
    }
    window.location.assign(paymentHref);
  }

  return (
    <div className="disclaimer-actions">
      <CheckField label={labels.accept} name="acceptDisclaimer" checked={accepted} onChange={setAccepted} />
      <button type="button" className="button button-gold" disabled={!accepted} onClick={proceed}>
        {loggedIn ? labels.proceed : labels.loginRequired}
      </button>
    </div>
  );
}

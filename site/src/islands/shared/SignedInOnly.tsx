// The browser side of the account screens' guard (/subscription, /payments): a signed-out visitor is
// asked to log in and nothing is requested. A signed-in user gets the screen, told whether they are an
// admin (admins see everyone's records, users their own). An unreadable stored session still renders the
// screen, whose call then shows the session's failure ("Invalid user data in local storage"). The data
// itself comes only from API routes that check the token.
import { Fragment, type ReactNode } from 'react';
import { useHydrated } from './hydrated';
import { useText } from './i18n';
import { openLoginPanel } from './login-events';
import { useSession } from './session';
import './admin.css';

export function SignedInOnly({ children }: { children: (isAdmin: boolean) => ReactNode }) {
  const { t } = useText();
  const hydrated = useHydrated();
  const session = useSession();
  if (!hydrated) {
    return (
      <p className="data-table-state" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (session.status !== 'out') {
    const isAdmin = session.status === 'in' && session.user.isAdmin;
    return <Fragment key={isAdmin ? 'admin' : 'user'}>{children(isAdmin)}</Fragment>;
  }
  return (
    <div key="gate" className="admin-gate" role="alert">
      <h2>{t('commerce.gate.title')}</h2>
      <p>{t('commerce.gate.text')}</p>
      <button type="button" className="button" onClick={openLoginPanel}>
        {t('commerce.gate.login')}
      </button>
    </div>
  );
}

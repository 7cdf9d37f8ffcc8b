// The browser side of the screens' guards. AdminOnly: an admin screen renders only for a stored session
// whose user is an admin. SignedInOnly: an account screen (/subscription, /payments) renders for any
// signed-in user, told whether they are an admin (admins see everyone's records, users their own); an
// unreadable stored session still renders it, and its call shows the session's failure. Anyone else is
// told to log in, and no request is made. This is a courtesy, not the protection: the data comes only
// from API routes that check the token, so a forged `isAdmin` in local storage gets a 401/403 in place of
// the table, never data.
import { Fragment, type ReactNode } from 'react';
import { useHydrated } from './hydrated';
import { useText, type MessageKey } from './i18n';
import { openLoginPanel } from './login-events';
import { useSession } from './session';
import './admin.css';

function Gate({ title, text, login }: { title: MessageKey; text: MessageKey; login: MessageKey }) {
  const { t } = useText();
  return (
    <div className="admin-gate" role="alert">
      <h2>{t(title)}</h2>
      <p>{t(text)}</p>
      <button type="button" className="button" onClick={openLoginPanel}>
        {t(login)}
      </button>
    </div>
  );
}

/** The session once hydrated (null before: the static HTML's loading state shows). */
function useGateSession() {
  const { t } = useText();
  const hydrated = useHydrated();
  const session = useSession();
  const loading = (
    <p className="data-table-state" role="status">
      {t('common.loading')}
    </p>
  );
  return { session: hydrated ? session : null, loading };
}

export function AdminOnly({ children }: { children: ReactNode }) {
  const { session, loading } = useGateSession();
  if (!session) return loading;
  // Keys: the gate and the screen are different elements, never one patched into the other.
  if (session.status === 'in' && session.user.isAdmin) return <Fragment key="screen">{children}</Fragment>;
  return (
    <Gate
      key="gate"
      title="admin.gate.title"
      text={session.status === 'in' ? 'admin.gate.notAdmin' : 'admin.gate.signedOut'}
      login="admin.gate.login"
    />
  );
}

export function SignedInOnly({ children }: { children: (isAdmin: boolean) => ReactNode }) {
  const { session, loading } = useGateSession();
  if (!session) return loading;
  if (session.status === 'out') {
    return (
      <Gate key="gate" title="commerce.gate.title" text="commerce.gate.text" login="commerce.gate.login" />
    );
  }
  const isAdmin = session.status === 'in' && session.user.isAdmin;
  return <Fragment key={isAdmin ? 'admin' : 'user'}>{children(isAdmin)}</Fragment>;
}

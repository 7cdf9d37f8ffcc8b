// The browser side of the account screens' guard. SignedInOnly: an account screen (/change-password,
// /two-factor, /subscription, /payments) renders for any signed-in user, told whether they are an admin
// (on /subscription and /payments an admin's screen is another island, so the account's renders
// nothing); an unreadable stored session still renders it, and its call shows the session's failure.
// Anyone else is told to log in, and no request is made. The admin kit's AdminOnly is built on the same
// gate. This is a courtesy, not the protection: the data comes only from API routes that check the token
// (docs/site.md).
import { Fragment, type ReactNode } from 'react';
import { useHydrated } from './hydrated';
import { useText, type MessageKey } from './i18n';
import { openLoginPanel } from './login-events';
import { useSession } from './session';
import './gate.css';
import { Loading } from './LoadStates';

/** What a visitor without the needed session sees: a title, a text and the login button. */
export function SessionGate({
  title,
  text,
  login,
}: {
  title: MessageKey;
  text: MessageKey;
  login: MessageKey;
}) {
  const { t } = useText();
  return (
    <div className="session-gate" role="alert">
      <h2>{t(title)}</h2>
      <p>{t(text)}</p>
      <button type="button" className="button" onClick={openLoginPanel}>
        {t(login)}
      </button>
    </div>
  );
}

/** The session once hydrated (null before: the static HTML's loading state shows). */
export function useGateSession() {
  const hydrated = useHydrated();
  const session = useSession();
  return { session: hydrated ? session : null, loading: <Loading /> };
}

export function SignedInOnly({ children }: { children: (isAdmin: boolean) => ReactNode }) {
  const { session, loading } = useGateSession();
  if (!session) return loading;
  if (session.status === 'out') {
    return (
      <SessionGate
        key="gate"
        title="commerce.gate.title"
        text="commerce.gate.text"
        login="commerce.gate.login"
      />
    );
  }
  const isAdmin = session.status === 'in' && session.user.isAdmin;
  return <Fragment key={isAdmin ? 'admin' : 'user'}>{children(isAdmin)}</Fragment>;
}

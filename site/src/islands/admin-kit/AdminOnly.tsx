// The browser side of the admin screens' guard: a screen renders only for a stored session whose user is
// an admin; anyone else is told to log in as an administrator, and no request is made. This is a
// courtesy, not the protection: the data comes only from API routes that check the token, so a forged
// `isAdmin` in local storage gets a 401/403 in place of the table, never data. On a page whose other
// visitors have a screen of their own (/payments, /subscription: the account's island beside this one),
// `others="nothing"` leaves them to it: no gate, no loading state.
// Roles (docs/authorization.md): an admin whose roles do not include the screen at this address (the
// page's path, contracts ADMIN_SCREENS) sees the "not for your role" page instead. The admin home brings
// the stored roles up to date (refresh-roles.ts), so a change of roles shows without signing in again.
import { Fragment, type ReactNode } from 'react';
import { mayOpenScreen } from '@crestline/contracts/roles-core';
import { NotForRole } from './NotForRole';
import { SessionGate, useGateSession } from '../kit/SignedInOnly';
import { sitePath } from '@crestline/contracts/site-paths';
import { useText } from '../kit/i18n';
import './admin.css';

export function AdminOnly({
  children,
  others = 'gate',
}: {
  children: ReactNode;
  /** What anyone but an admin sees: the login gate, or nothing (another island serves them). */
  others?: 'gate' | 'nothing';
}) {
  const { session, loading } = useGateSession();
  const quiet = others === 'nothing';
  if (!session) return quiet ? null : loading;
  // Keys: the gate and the screen are different elements, never one patched into the other.
  // An admin who must set up a second factor first (ADMIN_MFA=required): the API would refuse the data.
  if (session.status === 'in' && session.user.isAdmin && session.user.mustEnrol)
    return <EnrolGate key="enrol" />;
  if (session.status === 'in' && session.user.isAdmin) {
    if (!mayOpenScreen(session.user.roles ?? ['owner'], window.location.pathname)) {
      return <NotForRole key="role" roles={session.user.roles ?? []} />;
    }
    return <Fragment key="screen">{children}</Fragment>;
  }
  if (quiet) return null;
  return (
    <SessionGate
      key="gate"
      title="admin.gate.title"
      text={session.status === 'in' ? 'admin.gate.notAdmin' : 'admin.gate.signedOut'}
      login="admin.gate.login"
    />
  );
}

function EnrolGate() {
  const { lang, t } = useText();
  return (
    <div className="session-gate" role="alert">
      <h2>{t('auth.secondFactorSetUp')}</h2>
      <p>{t('auth.secondFactorRequired')}</p>
      <a className="button" href={sitePath(lang, '/two-factor')}>
        {t('auth.secondFactorSetUp')}
      </a>
    </div>
  );
}

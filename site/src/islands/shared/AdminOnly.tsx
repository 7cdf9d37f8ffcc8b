// The browser side of the admin guard: an admin screen renders only for a stored session whose user is
// an admin; anyone else is told to log in as an administrator, and no request is made. This is a
// courtesy, not the protection: the data comes only from admin-guarded API routes, so a forged
// `isAdmin` in local storage gets a 401/403 in place of the table, never data.
import { Fragment, type ReactNode } from 'react';
import { useHydrated } from './hydrated';
import { useText } from './i18n';
import { openLoginPanel } from './login-events';
import { useSession } from './session';
import './admin.css';

export function AdminOnly({ children }: { children: ReactNode }) {
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
  // Keys: the gate and the screen are different elements, never one patched into the other.
  if (session.status === 'in' && session.user.isAdmin) return <Fragment key="screen">{children}</Fragment>;
  const signedIn = session.status === 'in';
  return (
    <div key="gate" className="admin-gate" role="alert">
      <h2>{t('admin.gate.title')}</h2>
      <p>{t(signedIn ? 'admin.gate.notAdmin' : 'admin.gate.signedOut')}</p>
      <button type="button" className="button" onClick={openLoginPanel}>
        {t('admin.gate.login')}
      </button>
    </div>
  );
}

// The "not for your role" page (docs/authorization.md): an admin opening, by address, a screen outside
// their roles sees this, never an empty table or a raw 403; no request for the screen's data is made.
import type { AdminRole } from '@crestline/contracts/roles-core';
import { sitePath } from '@crestline/contracts/site-paths';
import { useText } from '../kit/i18n';

export function NotForRole({ roles }: { roles: readonly AdminRole[] }) {
  const { lang, t } = useText();
  const names = roles.map((r) => t(`admin.role.${r}`)).join(', ') || t('admin.role.none');
  return (
    <div className="session-gate not-for-role" role="alert">
      <h2>{t('admin.role.title')}</h2>
      <p>{t('admin.role.text', { roles: names })}</p>
      <a className="button" href={sitePath(lang, '/admin')}>
        {t('admin.role.home')}
      </a>
    </div>
  );
}

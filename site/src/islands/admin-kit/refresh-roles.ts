// Brings the stored session's admin flag and roles up to date from GET /users/me (the API reads them from
// the database on every request, so they may have changed since sign-in). Quiet on failure: the screens
// behind still get their answers from the API, which decides.
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest } from '../kit/http';
import { readUser, storeSession, toStoredUser } from '../kit/session';

export async function refreshRoles(lang: Locale): Promise<void> {
  try {
    const me = await apiRequest<Record<string, unknown>>('/users/me', { lang, auth: true });
    const user = readUser();
    if (!user || me.id !== user.id) return;
    const next = toStoredUser({ ...user, isAdmin: me.isAdmin, roles: me.roles, mustEnrol: me.mustEnrol });
    if (next && JSON.stringify(next) !== JSON.stringify(user)) storeSession(next);
  } catch {
    // Signed out or offline: nothing to bring up to date.
  }
}

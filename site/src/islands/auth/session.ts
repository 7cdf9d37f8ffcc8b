// The browser session (spec §3 User, §4 Session): the user object under local storage key "user" and
// its token under "token". Every change is announced with a "session-change" window event, which the
// navbar and footer listen for.
import { STORAGE_KEYS } from '@crestline/contracts/enums';
import { sessionResponseSchema, type StoredUser } from '@crestline/contracts/users';

export const SESSION_CHANGE_EVENT = 'session-change';

function announce(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** The session from a login or register answer, or null when the answer is not one. */
export function toSession(body: unknown): StoredUser | null {
  const parsed = sessionResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const { token, id, isAdmin, name, email } = parsed.data;
  return { token, id, isAdmin, name, email };
}

export function storeSession(user: StoredUser): void {
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  window.localStorage.setItem(STORAGE_KEYS.token, user.token);
  announce();
}

/** Signs out in this browser: forgets the user and the token, then tells the page. */
export function logout(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.user);
    window.localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  announce();
}

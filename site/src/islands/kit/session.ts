// The browser session: the signed-in user under local storage key "user" (token, id, isAdmin, name,
// email) and the token again under "token". This module is the only reader and writer of those keys.
// Every change in this tab is announced with the "session-change" window event (the navbar, footer and
// islands follow it); other tabs are followed through the "storage" event. No zod here: pages that only
// need to know whether someone is signed in must not ship a validation library.
import { useBrowserStore } from './hydrated';
import { STORAGE_KEYS } from '@crestline/contracts/enums';
import { ADMIN_ROLES } from '@crestline/contracts/roles-core';
import type { StoredUser } from '@crestline/contracts/users';
import { safeStorage } from './storage';

export type { StoredUser };
export const SESSION_CHANGE_EVENT = 'session-change';

/** What the stored "user" key holds: nothing, a usable session, or something unreadable. */
export type SessionState =
  | { status: 'out' }
  | { status: 'in'; user: StoredUser }
  | { status: 'invalid'; reason: 'missingToken' | 'invalidUserData' };

/** A value as a session user: the five stored fields (docs/product.md) with the right types, else null. */
export function toStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.token !== 'string' || v.token === '') return null;
  if (typeof v.id !== 'string' || v.id === '' || typeof v.isAdmin !== 'boolean') return null;
  if (typeof v.name !== 'string' || typeof v.email !== 'string') return null;
  const user: StoredUser = { token: v.token, id: v.id, isAdmin: v.isAdmin, name: v.name, email: v.email };
  // The second factor's flags, when the sign-in answered them (an admin who must enrol is sent to do so).
  if (typeof v.secondFactor === 'boolean') user.secondFactor = v.secondFactor;
  if (typeof v.mustEnrol === 'boolean') user.mustEnrol = v.mustEnrol;
  // The admin roles (docs/authorization.md); unknown names are dropped, a session stored before roles has none.
  if (Array.isArray(v.roles)) user.roles = ADMIN_ROLES.filter((r) => (v.roles as unknown[]).includes(r));
  return user;
}

/** The session held in a raw "user" value (the text local storage holds). */
export function sessionFromRaw(raw: string | null): SessionState {
  if (!raw) return { status: 'out' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: 'invalid', reason: 'invalidUserData' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { status: 'invalid', reason: 'invalidUserData' };
  const token = (parsed as { token?: unknown }).token;
  if (typeof token !== 'string' || token === '') return { status: 'invalid', reason: 'missingToken' };
  const user = toStoredUser(parsed);
  return user ? { status: 'in', user } : { status: 'invalid', reason: 'invalidUserData' };
}

function rawUser(storage: Storage | undefined = safeStorage()): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.user) ?? null;
  } catch {
    return null;
  }
}

export function readSession(storage?: Storage): SessionState {
  return sessionFromRaw(rawUser(storage));
}

/** The signed-in user, or null when signed out or the stored value is unusable. */
export function readUser(storage?: Storage): StoredUser | null {
  const session = readSession(storage);
  return session.status === 'in' ? session.user : null;
}

function announce(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Keeps the user from a login or sign-up answer (and its token under "token"). */
export function storeSession(user: StoredUser, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    storage?.setItem(STORAGE_KEYS.token, user.token);
  } catch {
    // Storage blocked or full: the session lasts for this page only.
  }
  announce();
}

/** Signs out in this browser: forgets the user and the token, then tells the page. */
export function logout(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.user);
    storage?.removeItem(STORAGE_KEYS.token);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  announce();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The session, following logins and logouts in this tab and in others. The server render (and the
 * first render while hydrating) sees "signed out", as the static HTML does.
 */
export function useSession(): SessionState {
  const raw = useBrowserStore(
    subscribe,
    () => rawUser(),
    () => null,
  );
  // The raw text is the snapshot (stable between changes); parsing it is cheap.
  return sessionFromRaw(raw);
}

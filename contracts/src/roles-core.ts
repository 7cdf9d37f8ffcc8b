// Admin roles (docs/authorization.md): what part of the back office an admin account may use. An account
// may hold several; an account with none is not an admin. `owner` may do everything, including the admin
// accounts, privacy requests and the audit trail. The API admits each admin route to the roles it names
// (owner always); the site shows only the screens, tiles and actions the roles allow. No zod here: the
// site's session code imports this.

export const ADMIN_ROLES = ['owner', 'recruiter', 'sales', 'finance'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Whether the account's roles include one of `admitted` (an owner is admitted everywhere). */
export function hasRole(roles: readonly string[] | undefined, ...admitted: readonly AdminRole[]): boolean {
  return (roles ?? []).some((r) => r === 'owner' || (admitted as readonly string[]).includes(r));
}

/** The roles as stored: known ones only, each once, in ADMIN_ROLES order. */
export const sortRoles = (roles: readonly string[]): AdminRole[] =>
  ADMIN_ROLES.filter((r) => roles.includes(r));

/**
 * The site's admin screens (their path below the language prefix, first segment) and the roles besides
 * owner that may open each (docs/authorization.md). Anyone else sees the "not for your role" page.
 */
export const ADMIN_SCREENS: Readonly<Record<string, readonly AdminRole[]>> = {
  admin: ['recruiter', 'sales', 'finance'],
  adminjobspage: ['recruiter'],
  applicants: ['recruiter'],
  applicantDetails: ['recruiter'],
  job: ['recruiter'],
  'franchise-applications': ['recruiter'],
  messages: ['sales'],
  inquiries: ['sales'],
  customers: ['sales', 'finance'],
  payments: ['finance'],
  subscription: ['finance'],
  refunds: ['finance'],
  admins: [],
  audit: [],
  'privacy-requests': [],
};

/** Whether roles may open the admin screen at a site path (`/tr/payments`, `/applicants`); unknown: owner. */
export function mayOpenScreen(roles: readonly string[] | undefined, path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] === 'tr' || segments[0] === 'en' ? segments[1] : segments[0];
  return hasRole(roles, ...(ADMIN_SCREENS[first ?? ''] ?? []));
}

import { describe, expect, it } from 'vitest';
import { adminRolesBodySchema, hasRole, mayOpenScreen, sortRoles } from './roles';

describe('admin roles', () => {
  it('admits an owner everywhere and others only to their own', () => {
    expect(hasRole(['owner'], 'finance')).toBe(true);
    expect(hasRole(['recruiter'], 'finance')).toBe(false);
    expect(hasRole(['recruiter', 'finance'], 'finance')).toBe(true);
    expect(hasRole([], 'finance')).toBe(false);
    expect(hasRole(undefined)).toBe(false);
  });

  it('maps screens by address, in either language; an unknown admin screen is owner-only', () => {
    expect(mayOpenScreen(['recruiter'], '/tr/applicants')).toBe(true);
    expect(mayOpenScreen(['recruiter'], '/payments')).toBe(false);
    expect(mayOpenScreen(['finance'], '/tr/payments/')).toBe(true);
    expect(mayOpenScreen(['finance'], '/applicantDetails/abc')).toBe(false);
    expect(mayOpenScreen(['sales'], '/admins')).toBe(false);
    expect(mayOpenScreen(['sales'], '/some-new-screen')).toBe(false);
    expect(mayOpenScreen(['owner'], '/some-new-screen')).toBe(true);
  });

  it('stores roles once each, in order, and refuses none or unknown ones in the language asked', () => {
    expect(sortRoles(['finance', 'owner', 'finance'])).toEqual(['owner', 'finance']);
    expect(adminRolesBodySchema('en').parse({ roles: ['sales', 'recruiter', 'sales'] })).toEqual({
      roles: ['recruiter', 'sales'],
    });
    const none = adminRolesBodySchema('tr').safeParse({ roles: [] });
    expect(none.success ? '' : none.error.issues[0]!.message).toBe('En az bir rol seçin.');
    expect(adminRolesBodySchema('en').safeParse({ roles: ['root'] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS, retentionFigures } from './retention';

describe('retention figures of the privacy policy', () => {
  it('are the API defaults when nothing is set', () => {
    expect(retentionFigures({})).toEqual({
      retentionDays: 730,
      talentPoolMonths: 12,
      auditRetentionYears: 7,
    });
    expect(RETENTION_DEFAULTS.auditRetentionDays).toBe(2555);
  });

  it('follow the settings, and ignore values the API would refuse', () => {
    expect(
      retentionFigures({ RETENTION_DAYS: '365', TALENT_POOL_MONTHS: '6', AUDIT_RETENTION_DAYS: '3650' }),
    ).toEqual({ retentionDays: 365, talentPoolMonths: 6, auditRetentionYears: 10 });
    expect(
      retentionFigures({ RETENTION_DAYS: 'soon', TALENT_POOL_MONTHS: '99', AUDIT_RETENTION_DAYS: '' }),
    ).toEqual({ retentionDays: 730, talentPoolMonths: 12, auditRetentionYears: 7 });
    // 1,000 days are two whole years and some: the policy says 2, never more than is kept.
    expect(retentionFigures({ AUDIT_RETENTION_DAYS: '1000' }).auditRetentionYears).toBe(2);
  });
});

// How long personal data is kept: the API's retention settings and the figures the privacy policy states.
// One source for both, so the policy never promises a period the retention job does not keep: the API reads
// RETENTION_DAYS, TALENT_POOL_MONTHS and AUDIT_RETENTION_DAYS with these defaults, and the site fills the
// policy's {retentionDays}, {talentPoolMonths} and {auditRetentionYears} from the same variables when it
// is built (by the API's rebuilds, in the API's environment).

export const RETENTION_DEFAULTS = {
  /** Applications, inbox records and sent mail (RETENTION_DAYS). */
  retentionDays: 730,
  /** A CV kept for future roles (TALENT_POOL_MONTHS). */
  talentPoolMonths: 12,
  /** The audit trail (AUDIT_RETENTION_DAYS): seven years. */
  auditRetentionDays: 2555,
} as const;

const whole = (raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** The figures the privacy policy states, from the environment the API reads (defaults when unset or invalid). */
export function retentionFigures(env: Record<string, string | undefined>): {
  retentionDays: number;
  talentPoolMonths: number;
  auditRetentionYears: number;
} {
  const audit = whole(env.AUDIT_RETENTION_DAYS, RETENTION_DEFAULTS.auditRetentionDays, 36_500);
  return {
    retentionDays: whole(env.RETENTION_DAYS, RETENTION_DEFAULTS.retentionDays),
    talentPoolMonths: whole(env.TALENT_POOL_MONTHS, RETENTION_DEFAULTS.talentPoolMonths, 60),
    // Stated in whole years, rounded down: the policy never promises longer than is kept.
    auditRetentionYears: Math.max(1, Math.floor(audit / 365)),
  };
}

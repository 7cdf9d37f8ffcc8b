// The admin home: what waits for an admin (unread inquiries, messages and franchise applications),
// who applied in the last seven days by status, and how many jobs are open.
import { APPLICANT_STATUSES, type AdminSummary } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { adminRepository } from './repository';

const WEEK_MS = 7 * 86_400_000;

export function adminService(db: Db) {
  const repo = adminRepository(db);
  return {
    async summary(now = Date.now()): Promise<AdminSummary> {
      const since = new Date(now - WEEK_MS);
      const c = await repo.counts(since);
      const byStatus = Object.fromEntries(
        APPLICANT_STATUSES.map((s) => [s, Number(c.by_status?.[s] ?? 0)]),
      ) as AdminSummary['applicantsThisWeek']['byStatus'];
      return {
        unread: {
          inquiries: Number(c.inquiries),
          messages: Number(c.messages),
          franchiseApplications: Number(c.franchise),
        },
        applicantsThisWeek: {
          since: since.toISOString(),
          total: Object.values(byStatus).reduce((a, b) => a + b, 0),
          byStatus,
        },
        activeJobs: Number(c.active_jobs),
      };
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;

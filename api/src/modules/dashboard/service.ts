// The dashboard, the admin home: what waits for an admin (unread inquiries, messages and franchise
// applications), who applied in the last seven days by status, and how many jobs are open, each counted
// by the module whose records they are (through its face).
import { APPLICANT_STATUSES, type AdminSummary } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { applicationsSince } from '../applicants';
import { franchiseRecords } from '../franchise';
import { inquiryRecords } from '../inquiries';
import { jobLookup } from '../jobs';
import { messageRecords } from '../messages';

const WEEK_MS = 7 * 86_400_000;

export function dashboardService(db: Db) {
  return {
    async summary(now = Date.now()): Promise<AdminSummary> {
      const since = new Date(now - WEEK_MS);
      const [inquiries, messages, franchiseApplications, activeJobs, applied] = await Promise.all([
        inquiryRecords(db).unread(),
        messageRecords(db).unread(),
        franchiseRecords(db).unread(),
        jobLookup(db).countActive(),
        applicationsSince(db, since),
      ]);
      const byStatus = Object.fromEntries(
        APPLICANT_STATUSES.map((status) => [status, applied[status] ?? 0]),
      ) as AdminSummary['applicantsThisWeek']['byStatus'];
      return {
        unread: { inquiries, messages, franchiseApplications },
        applicantsThisWeek: {
          since: since.toISOString(),
          total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
          byStatus,
        },
        activeJobs,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;

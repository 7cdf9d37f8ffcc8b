// The dashboard, the admin home: what waits for an admin (unread inquiries, messages and franchise
// applications), who applied in the last seven days by status, how many jobs are open and how many job
// alerts are confirmed or awaiting confirmation, each counted
// by the module whose records they are (through its face).
import { APPLICANT_STATUSES, type AdminSummary } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { applicationsSince } from '../applicants';
import { franchiseRecords } from '../franchise';
import { inquiryRecords } from '../inquiries';
import { jobAlertsPersonalData } from '../job-alerts';
import { jobLookup } from '../jobs';
import { messageRecords } from '../messages';

const WEEK_MS = 7 * 86_400_000;

export function dashboardService(db: Db) {
  return {
    async summary(now = Date.now()): Promise<AdminSummary> {
      const since = new Date(now - WEEK_MS);
      const [inquiries, messages, franchiseApplications, activeJobs, applied, jobAlerts] = await Promise.all([
        inquiryRecords(db).unread(),
        messageRecords(db).unread(),
        franchiseRecords(db).unread(),
        jobLookup(db).countActive(),
        applicationsSince(db, since),
        jobAlertsPersonalData(db).counts(),
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
        jobAlerts,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;

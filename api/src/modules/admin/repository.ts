// The counts behind the admin home, in one round trip.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

interface Counts {
  inquiries: number;
  messages: number;
  franchise: number;
  active_jobs: number;
  by_status: Record<string, number> | null;
}

export function adminRepository(db: DbOrTx) {
  return {
    async counts(since: Date) {
      const result = await db.execute(sql`
        select
          (select count(*) from inquiries where not is_read)::int as inquiries,
          (select count(*) from messages where not is_read)::int as messages,
          (select count(*) from franchise_applications where not is_read)::int as franchise,
          (select count(*) from jobs where is_active)::int as active_jobs,
          (select json_object_agg(status, n) from (
             select status, count(*)::int as n from applicants where created_at >= ${since.toISOString()}
             group by status) s) as by_status`);
      // Both drivers answer { rows }; counts are cast to int so pg gives numbers too.
      return (result as unknown as { rows: Counts[] }).rows[0]!;
    },
  };
}

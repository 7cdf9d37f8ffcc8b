// What the applicants module holds about a person, for the privacy export and erasure (modules/privacy):
// the job applications sent under their email address (in any case).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicants } from '../../db/schema';
import { applicantColumns, type ApplicantRow } from './repository';

const sentFrom = (email: string) => sql`lower(${applicants.email}) = ${email.toLowerCase()}`;

export function applicantsPersonalData(db: DbOrTx) {
  return {
    /** Their applications, each naming its stored resume (`resumeKey`). */
    find: (email: string): Promise<ApplicantRow[]> =>
      db.select(applicantColumns).from(applicants).where(sentFrom(email)),
    /** Deletes their applications (the resumes are the caller's to remove); answers how many went. */
    async erase(email: string): Promise<number> {
      const gone = await db.delete(applicants).where(sentFrom(email)).returning({ id: applicants.id });
      return gone.length;
    },
  };
}

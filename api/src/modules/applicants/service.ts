// Job applications: the rules of spec §5 on the server, the resume checked by its bytes, and an
// all-or-nothing write (file, applicant row and confirmation mail together, or none of them).
import { fileTypeFromBuffer } from 'file-type';
import { applicantFieldsSchema, t, type Locale } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import type { FileStore } from '../files/store';
import type { Signer } from '../files/signed-links';
import { jobsRepository } from '../jobs/repository';
import { enqueueMail } from '../mail';
import { applicantsRepository, type ApplicantRow } from './repository';

export const RESUME_FOLDER = 'resumes';
export const resumeId = (key: string) => key.slice(RESUME_FOLDER.length + 1, -'.pdf'.length);
export const resumeKey = (id: string) => `${RESUME_FOLDER}/${id}.pdf`;

/** A real PDF by its bytes: the file signature says PDF, whatever the name or declared type. */
export async function isPdf(bytes: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes);
  return type?.mime === 'application/pdf';
}

export function applicantsService(deps: { db: Db; files: FileStore; signer: Signer; onMail?: () => void }) {
  const { db, files, signer } = deps;
  const repo = applicantsRepository(db);
  const jobs = jobsRepository(db);

  const toJson = (row: ApplicantRow) => ({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    zipCode: row.zipCode,
    fluentLanguage: row.fluentLanguage,
    numberOfStaffHandled: row.numberOfStaffHandled,
    isWillingForBackgroundCheck: row.isWillingForBackgroundCheck,
    yearsOfCustomerServiceExperience: row.yearsOfCustomerServiceExperience,
    yearsOfCallCenterExperience: row.yearsOfCallCenterExperience,
    jobId: row.jobId,
    status: row.status,
    remarks: row.remarks,
    resumeLink: signer.link(resumeId(row.resumeKey), 'view'),
    resumeDownloadLink: signer.link(resumeId(row.resumeKey), 'download'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    toJson,
    async apply(locale: Locale, fields: unknown, resume: Buffer | undefined) {
      const input = parse(applicantFieldsSchema(locale), fields);
      if (!resume || resume.length === 0) throw badRequest(t(locale, 'application.resumeRequired'));
      if (!(await isPdf(resume))) throw badRequest(t(locale, 'application.resumeNotPdf'));
      const job = await jobs.findActiveById(input.jobId);
      if (!job) throw notFound(t(locale, 'jobs.notFound'));

      const key = await files.put(RESUME_FOLDER, resume);
      try {
        const row = await db.transaction(async (tx) => {
          const { jobId, ...rest } = input;
          const created = await applicantsRepository(tx as unknown as Db).insert({
            ...rest,
            jobId,
            resumeKey: key,
            locale,
          });
          await enqueueMail(tx as unknown as Db, {
            to: created.email,
            template: 'applicationReceived',
            locale,
            params: { firstName: created.firstName, jobTitle: job.title },
          });
          return created;
        });
        deps.onMail?.();
        return toJson(row);
      } catch (err) {
        await files.remove(key);
        throw err;
      }
    },
    async listForJob(jobId: string) {
      return (await repo.listForJob(jobId)).map(toJson);
    },
  };
}

export type ApplicantsService = ReturnType<typeof applicantsService>;

import { Router } from 'express';
import { jobBodySchema, jobToggleActiveBodySchema, t } from '@crestline/contracts';
import type { Database } from '../../db/client';
import type { Auth } from '../../http/auth';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { parse, requireJson } from '../../http/validate';
import { activeJobsCache } from './active-cache';
import { jobsRepository, toJobJson } from './repository';
import type { ApplicantsService } from '../applicants/service';

export function jobsRoutes(database: Database, auth: Auth, applicants: ApplicantsService) {
  const repo = jobsRepository(database.db);
  const cache = activeJobsCache(database, repo);
  const router = Router();
  const jobNotFound = (req: Parameters<typeof requestLocale>[0]) =>
    notFound(t(requestLocale(req), 'jobs.notFound'));

  router.get('/jobs/active', async (_req, res) => {
    const { bytes, etag } = await cache.get();
    res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: etag }).send(bytes);
  });

  router.get('/jobs/all', auth.requireAdmin, async (_req, res) => {
    const rows = await repo.listAllWithApplicantIds();
    res.json({ jobs: rows.map(({ row, applicantIds }) => toJobJson(row, applicantIds)) });
  });

  router.post('/jobs', auth.requireAdmin, requireJson, async (req, res) => {
    const body = parse(jobBodySchema(requestLocale(req)), req.body);
    const row = await repo.create(body);
    cache.invalidate();
    res.status(201).json({ job: toJobJson(row) });
  });

  router.get('/jobs/:id/applicants', auth.requireAdmin, async (req, res) => {
    const job = await repo.findById(String(req.params.id));
    if (!job) throw jobNotFound(req);
    const list = await applicants.listForJob(job.id);
    res.json({ ...toJobJson(job), applicantIds: list });
  });

  router.put('/jobs/:id', auth.requireAdmin, requireJson, async (req, res) => {
    const body = parse(jobBodySchema(requestLocale(req)), req.body);
    const row = await repo.update(String(req.params.id), body);
    if (!row) throw jobNotFound(req);
    cache.invalidate();
    res.json({ job: toJobJson(row, await repo.applicantIds(row.id)) });
  });

  router.patch('/jobs/:id/toggle-active', auth.requireAdmin, requireJson, async (req, res) => {
    const { isActive } = parse(jobToggleActiveBodySchema, req.body);
    const row = await repo.update(String(req.params.id), { isActive });
    if (!row) throw jobNotFound(req);
    cache.invalidate();
    res.json({ job: toJobJson(row, await repo.applicantIds(row.id)) });
  });

  // Public: an active job; an admin (valid admin token) also sees inactive ones.
  router.get('/jobs/:id', async (req, res) => {
    let job = await repo.findActiveById(String(req.params.id));
    if (!job && (await auth.optionalUser(req.get('authorization')))?.isAdmin) {
      job = await repo.findById(String(req.params.id));
    }
    if (!job) throw jobNotFound(req);
    res.json({ job: toJobJson(job) });
  });

  return router;
}

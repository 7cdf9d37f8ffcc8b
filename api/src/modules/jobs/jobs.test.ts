import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, dbKind, type Harness } from '../../../test/harness';
import { applicationForm, json } from '../../../test/fixtures';
import { mailOutbox } from '../../db/schema';
import { eq } from 'drizzle-orm';
import {
  adminJobsPageResponseSchema,
  careersListResponseSchema,
  errorResponseSchema,
  jobResponseSchema,
  jobsListResponseSchema,
  sessionResponseSchema,
} from '@crestline/contracts';
import {
  ADMIN,
  adminToken,
  bearer,
  createApplicant,
  createJob,
  expectBody,
  forgedToken,
  userToken,
} from '../../../test/helpers';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { openDatabase } from '../../db/client';
import { jobsRepository } from './repository';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
});
afterAll(() => h.close());

const jobBody = {
  title: 'Bookkeeper',
  description: 'Keep the books.',
  type: 'Remote',
  location: 'Cebu City, Philippines',
  language: ['English'],
  responsibilities: ['Reconcile accounts'],
  operatingHours: 'Day shift',
  requirements: ['Xero'],
};

describe('public jobs', () => {
  it('lists only active jobs, newest first, in {jobs}', async () => {
    const old = await createJob(h, { title: 'Older', postingDate: new Date('2026-01-01') });
    const recent = await createJob(h, { title: 'Newer', postingDate: new Date('2026-06-01') });
    await createJob(h, { title: 'Closed', isActive: false });
    const res = await fetch(`${h.url}/api/v1/jobs/active`);
    expect(res.status).toBe(200);
    const { jobs } = await expectBody(jobsListResponseSchema, res);
    const titles = jobs.map((j: { title: string }) => j.title);
    expect(titles).toContain('Older');
    expect(titles).not.toContain('Closed');
    expect(titles.indexOf('Newer')).toBeLessThan(titles.indexOf('Older'));
    const job = jobs.find((j: { _id: string }) => j._id === recent.id);
    expect(job).toMatchObject({
      type: 'Remote',
      location: 'Davao City, Philippines',
      language: ['English'],
      isActive: true,
    });
    expect(old.id).toBeTruthy();
  });

  it('answers one job in {job}, 404 for unknown, malformed or inactive ids', async () => {
    const job = await createJob(h);
    const ok = await fetch(`${h.url}/api/v1/jobs/${job.id}`);
    expect(ok.status).toBe(200);
    expect((await expectBody(jobResponseSchema, ok)).job._id).toBe(job.id);

    const unknown = await fetch(`${h.url}/api/v1/jobs/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect((await expectBody(errorResponseSchema, unknown)).error).toBe('Job not found.');
    for (const bad of ['not-an-id', '1%27%20or%201%3D1']) {
      const res = await fetch(`${h.url}/api/v1/jobs/${bad}`);
      expect(res.status).toBe(404);
    }
    // A control character is refused before any lookup (http/control-characters.ts).
    expect((await fetch(`${h.url}/api/v1/jobs/%00`)).status).toBe(400);
    const closed = await createJob(h, { isActive: false });
    expect((await fetch(`${h.url}/api/v1/jobs/${closed.id}`)).status).toBe(404);
    // An admin may still open an inactive job.
    expect((await fetch(`${h.url}/api/v1/jobs/${closed.id}`, { headers: bearer(admin) })).status).toBe(200);
  });

  it('answers the error in Turkish when asked', async () => {
    const res = await fetch(`${h.url}/api/v1/jobs/nope`, {
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    expect((await expectBody(errorResponseSchema, res)).error).toBe('İş ilanı bulunamadı.');
  });
});

describe('admin job routes', () => {
  it('refuse requests without a valid admin token', async () => {
    const url = `${h.url}/api/v1/jobs/all`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: bearer('garbage') })).status).toBe(401);
    const user = await userToken(h, 'jobs-user@test.example');
    expect((await fetch(url, { headers: bearer(user) })).status).toBe(403);

    const adminId = (
      await expectBody(sessionResponseSchema, await fetch(`${h.url}/api/v1/users/login`, json(ADMIN)))
    ).id;
    const expired = await forgedToken(h, { sub: adminId, exp: Math.floor(Date.now() / 1000) - 10 });
    expect((await fetch(url, { headers: bearer(expired) })).status).toBe(401);
    const wrongAlg = await forgedToken(h, { sub: adminId, alg: 'HS512' });
    expect((await fetch(url, { headers: bearer(wrongAlg) })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: adminId, exp: 9999999999 }),
    ).toString('base64url')}.`;
    expect((await fetch(url, { headers: bearer(none) })).status).toBe(401);
    const [header, payload] = admin.split('.');
    const badSig = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    expect((await fetch(url, { headers: bearer(badSig) })).status).toBe(401);
    expect((await fetch(url, { headers: bearer(admin) })).status).toBe(200);
  });

  it('create, edit and toggle a job; the public list follows at once', async () => {
    const created = await fetch(`${h.url}/api/v1/jobs`, json(jobBody, bearer(admin)));
    expect(created.status).toBe(201);
    const { job } = await expectBody(jobResponseSchema, created);
    expect(job).toMatchObject({ title: 'Bookkeeper', isActive: true, applicantIds: [] });
    const listed = async () =>
      (await expectBody(jobsListResponseSchema, await fetch(`${h.url}/api/v1/jobs/active`))).jobs.map(
        (j: { _id: string }) => j._id,
      );
    expect(await listed()).toContain(job._id);

    const put = await fetch(`${h.url}/api/v1/jobs/${job._id}`, {
      ...json({ ...jobBody, title: 'Senior Bookkeeper' }, bearer(admin)),
      method: 'PUT',
    });
    expect((await expectBody(jobResponseSchema, put)).job.title).toBe('Senior Bookkeeper');

    const off = await fetch(`${h.url}/api/v1/jobs/${job._id}/toggle-active`, {
      ...json({ isActive: false }, bearer(admin)),
      method: 'PATCH',
    });
    expect((await expectBody(jobResponseSchema, off)).job.isActive).toBe(false);
    expect(await listed()).not.toContain(job._id);
    const all = (
      await expectBody(
        jobsListResponseSchema,
        await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }),
      )
    ).jobs;
    expect(all.map((j: { _id: string }) => j._id)).toContain(job._id);
  });

  it('refuses a job without the required fields, storing nothing', async () => {
    const { id } = await createJob(h);
    const before = (
      await expectBody(
        jobsListResponseSchema,
        await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }),
      )
    ).jobs.length;
    const res = await fetch(`${h.url}/api/v1/jobs`, json({ ...jobBody, title: '  ' }, bearer(admin)));
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).error).toBe('Please fill in all required fields.');
    const wrongType = await fetch(`${h.url}/api/v1/jobs`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'text/plain' },
      body: 'title=x',
    });
    expect(wrongType.status).toBe(415);
    // A check the contracts give no text of their own is still answered in the caller's language.
    const toggle = await fetch(`${h.url}/api/v1/jobs/${id}/toggle-active`, {
      ...json({ isActive: 'yes' }, { ...bearer(admin), 'accept-language': 'tr' }),
      method: 'PATCH',
    });
    expect(toggle.status).toBe(400);
    expect((await expectBody(errorResponseSchema, toggle)).error).toBe(
      'Lütfen "isActive" alanını kontrol edin.',
    );
    const after = (
      await expectBody(
        jobsListResponseSchema,
        await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }),
      )
    ).jobs.length;
    expect(after).toBe(before);
  });
});

describe('closing date and salary (JobPosting validThrough and baseSalary)', () => {
  it('stores an optional closing date and salary, answers validThrough, and clears them on a PUT without', async () => {
    const res = await fetch(
      `${h.url}/api/v1/jobs`,
      json(
        {
          ...jobBody,
          closingDate: '2027-01-31',
          salaryMin: '500',
          salaryMax: 700,
          salaryCurrency: 'usd',
          salaryUnit: 'MONTH',
        },
        bearer(admin),
      ),
    );
    expect(res.status).toBe(201);
    const { job } = await expectBody(jobResponseSchema, res);
    expect(job).toMatchObject({
      closingDate: '2027-01-31T23:59:59.000Z',
      validThrough: '2027-01-31T23:59:59.000Z',
      salaryMin: 500,
      salaryMax: 700,
      salaryCurrency: 'USD',
      salaryUnit: 'MONTH',
    });
    const put = await fetch(`${h.url}/api/v1/jobs/${job._id}`, {
      ...json(
        {
          ...jobBody,
          closingDate: '',
          salaryMin: null,
          salaryMax: null,
          salaryCurrency: null,
          salaryUnit: null,
        },
        bearer(admin),
      ),
      method: 'PUT',
    });
    const cleared = (await expectBody(jobResponseSchema, put)).job;
    expect(cleared).toMatchObject({ closingDate: null, salaryMin: null, salaryCurrency: null });
    // Without a closing date the posting is valid 60 days after it was posted.
    expect(Date.parse(cleared.validThrough!) - Date.parse(cleared.postingDate)).toBe(60 * 86_400_000);
  });

  it('a job past its closing date leaves the public lists and takes no applications; admins still see it', async () => {
    const created = await fetch(
      `${h.url}/api/v1/jobs`,
      json({ ...jobBody, title: 'Closed by date' }, bearer(admin)),
    );
    const { job } = await expectBody(jobResponseSchema, created);
    const listed = async () => {
      const list = await expectBody(jobsListResponseSchema, await fetch(`${h.url}/api/v1/jobs/active`));
      const cards = (await (
        await fetch(`${h.url}/api/v1/jobs/careers?search=Closed%20by%20date`)
      ).json()) as {
        jobs: { _id: string }[];
      };
      return [list.jobs.some((j) => j._id === job._id), cards.jobs.some((j) => j._id === job._id)];
    };
    expect(await listed()).toEqual([true, true]);

    // The admin sets yesterday as the closing date: the job is closed at once.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const put = await fetch(`${h.url}/api/v1/jobs/${job._id}`, {
      ...json({ ...jobBody, title: 'Closed by date', closingDate: yesterday }, bearer(admin)),
      method: 'PUT',
    });
    expect(put.status).toBe(200);
    expect(await listed()).toEqual([false, false]);
    expect((await fetch(`${h.url}/api/v1/jobs/${job._id}`)).status).toBe(404);
    await expect(createApplicant(h, job._id)).rejects.toThrow(/refused: 4\d\d/);
    const asAdmin = await fetch(`${h.url}/api/v1/jobs/${job._id}`, { headers: bearer(admin) });
    expect((await expectBody(jobResponseSchema, asAdmin)).job.isActive).toBe(true);
  });

  it.each([
    [{ closingDate: '31/01/2027' }, 'Please enter the closing date as a date (YYYY-MM-DD).'],
    [{ closingDate: '2027-02-31' }, 'Please enter the closing date as a date (YYYY-MM-DD).'],
    [
      { salaryMin: 900, salaryMax: 100, salaryCurrency: 'USD', salaryUnit: 'MONTH' },
      'Please enter the salary',
    ],
    [{ salaryMin: 100 }, 'Please enter the salary'],
    [{ salaryMin: -1, salaryCurrency: 'USD', salaryUnit: 'MONTH' }, 'Please enter the salary'],
    [{ salaryMin: 1, salaryCurrency: 'dollars', salaryUnit: 'MONTH' }, 'Please enter the salary'],
    [{ salaryMin: 1, salaryCurrency: 'USD', salaryUnit: 'FORTNIGHT' }, 'Please enter the salary'],
  ])('refuses %j with a 400 in the language', async (patch, message) => {
    const res = await fetch(`${h.url}/api/v1/jobs`, json({ ...jobBody, ...patch }, bearer(admin)));
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).error).toContain(message);
    const tr = await fetch(
      `${h.url}/api/v1/jobs`,
      json({ ...jobBody, ...patch }, { ...bearer(admin), 'accept-language': 'tr' }),
    );
    expect((await expectBody(errorResponseSchema, tr)).error).toMatch(/^Lütfen (son başvuru|maaşı)/);
  });
});

describe('admin job list, rules and rebuilds', () => {
  it('lists every job with its applicant count, and the toggle answers the job with its count', async () => {
    const { id } = await createJob(h, { title: 'Counted', isActive: false });
    await createApplicant(h, id).catch(() => undefined); // an inactive job takes no application
    await jobsRepository(h.database.db).update(id, { isActive: true });
    await createApplicant(h, id);
    await createApplicant(h, id);
    const all = (
      await expectBody(
        jobsListResponseSchema,
        await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }),
      )
    ).jobs;
    expect(all.find((j) => j._id === id)).toMatchObject({ applicantCount: 2, isActive: true });
    const off = await fetch(`${h.url}/api/v1/jobs/${id}/toggle-active`, {
      ...json({ isActive: false }, bearer(admin)),
      method: 'PATCH',
    });
    const { job } = await expectBody(jobResponseSchema, off);
    expect(job).toMatchObject({ isActive: false, applicantCount: 2 });
    expect(job.applicantIds).toHaveLength(2);
  });

  it.each([
    'title',
    'description',
    'responsibilities',
    'operatingHours',
    'type',
    'requirements',
    'location',
    'language',
  ])('refuses a job without %s, in both languages', async (field) => {
    for (const [lang, text] of [
      ['en', 'Please fill in all required fields.'],
      ['tr', 'Lütfen tüm zorunlu alanları doldurun.'],
    ] as const) {
      const blank = Array.isArray(jobBody[field as keyof typeof jobBody]) ? [' '] : '';
      const res = await fetch(
        `${h.url}/api/v1/jobs`,
        json({ ...jobBody, [field]: blank }, { ...bearer(admin), 'accept-language': lang }),
      );
      expect(res.status).toBe(400);
      expect((await expectBody(errorResponseSchema, res)).error).toBe(text);
    }
  });

  it('stores no blank list item, whatever the edit modal sent', async () => {
    const { job } = await expectBody(
      jobResponseSchema,
      await fetch(
        `${h.url}/api/v1/jobs`,
        json({ ...jobBody, requirements: ['Xero', '', '  '], benefits: [''] }, bearer(admin)),
      ),
    );
    expect(job).toMatchObject({ requirements: ['Xero'], benefits: [] });
  });
});

describe.runIf(dbKind === 'postgres')('several API instances', () => {
  it('a job written through one instance shows in the cached list of another', async () => {
    const second = await openDatabase({ databaseUrl: h.config.databaseUrl });
    const other = createApp({ config: h.config, database: second, logger: createLogger('silent') }).app;
    const server = other.listen(0);
    const otherUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const ids = async () =>
        (await expectBody(jobsListResponseSchema, await fetch(`${otherUrl}/api/v1/jobs/active`))).jobs.map(
          (j: { _id: string }) => j._id,
        );
      await ids(); // warm the other instance's cache
      const { job } = await expectBody(
        jobResponseSchema,
        await fetch(`${h.url}/api/v1/jobs`, json(jobBody, bearer(admin))),
      );
      await expect.poll(ids, { timeout: 5000 }).toContain(job._id);
    } finally {
      server.close();
      await second.close();
    }
  });
});

describe('Turkish job texts (optional)', () => {
  const turkish = {
    titleTr: '  Ön Muhasebe Uzmanı ',
    descriptionTr: 'Defterleri tutun.',
    operatingHoursTr: 'Gündüz vardiyası',
    locationTr: ' Cebu, Filipinler ',
    responsibilitiesTr: ['Hesap mutabakatı', '  '],
    requirementsTr: ['Xero deneyimi'],
    trainingTr: [],
    benefitsTr: ['Özel sağlık sigortası'],
  };
  const post = (body: unknown, lang = 'en') =>
    fetch(`${h.url}/api/v1/jobs?lang=${lang}`, json(body, bearer(admin)));

  it('stores, answers and clears them; an English-only job answers none', async () => {
    const res = await post({ ...jobBody, ...turkish });
    expect(res.status).toBe(201);
    const { job } = await expectBody(jobResponseSchema, res);
    expect(job).toMatchObject({
      title: 'Bookkeeper',
      titleTr: 'Ön Muhasebe Uzmanı',
      descriptionTr: 'Defterleri tutun.',
      operatingHoursTr: 'Gündüz vardiyası',
      locationTr: 'Cebu, Filipinler',
      responsibilitiesTr: ['Hesap mutabakatı'],
      requirementsTr: ['Xero deneyimi'],
      trainingTr: [],
      benefitsTr: ['Özel sağlık sigortası'],
    });
    // The public job, the public list and the admin list carry them.
    const one = await expectBody(jobResponseSchema, await fetch(`${h.url}/api/v1/jobs/${job._id}`));
    expect(one.job.titleTr).toBe('Ön Muhasebe Uzmanı');
    const active = await expectBody(jobsListResponseSchema, await fetch(`${h.url}/api/v1/jobs/active`));
    expect(active.jobs.find((j) => j._id === job._id)).toMatchObject({
      titleTr: 'Ön Muhasebe Uzmanı',
      locationTr: 'Cebu, Filipinler',
      benefitsTr: ['Özel sağlık sigortası'],
    });
    const all = await expectBody(
      jobsListResponseSchema,
      await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }),
    );
    expect(all.jobs.find((j) => j._id === job._id)?.descriptionTr).toBe('Defterleri tutun.');

    // Edited, then cleared: blank texts and empty lists leave the job English-only.
    const edit = (body: unknown) =>
      fetch(`${h.url}/api/v1/jobs/${job._id}`, { ...json(body, bearer(admin)), method: 'PUT' });
    const edited = await expectBody(
      jobResponseSchema,
      await edit({ ...jobBody, ...turkish, titleTr: 'Kıdemli Ön Muhasebe Uzmanı', locationTr: 'Cebu' }),
    );
    expect(edited.job).toMatchObject({ titleTr: 'Kıdemli Ön Muhasebe Uzmanı', locationTr: 'Cebu' });
    const cleared = await expectBody(
      jobResponseSchema,
      await edit({
        ...jobBody,
        titleTr: '',
        descriptionTr: null,
        operatingHoursTr: ' ',
        locationTr: '',
        responsibilitiesTr: [''],
        requirementsTr: [],
        trainingTr: [],
        benefitsTr: [],
      }),
    );
    expect(cleared.job).toMatchObject({
      titleTr: null,
      descriptionTr: null,
      operatingHoursTr: null,
      locationTr: null,
      responsibilitiesTr: [],
      requirementsTr: [],
      benefitsTr: [],
    });

    const english = await expectBody(jobResponseSchema, await post(jobBody));
    expect(english.job).toMatchObject({
      titleTr: null,
      descriptionTr: null,
      locationTr: null,
      responsibilitiesTr: [],
    });
  });

  it('refuses Turkish texts without the Turkish title and description, in the caller’s language, storing nothing', async () => {
    const count = async () =>
      (
        await expectBody(
          jobsListResponseSchema,
          await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }),
        )
      ).jobs.length;
    const before = await count();
    const noTitle = await post({ ...jobBody, descriptionTr: 'Defterleri tutun.' });
    expect(noTitle.status).toBe(400);
    expect((await expectBody(errorResponseSchema, noTitle)).error).toBe(
      'Give the Turkish title and description too, or leave every Turkish field empty.',
    );
    const locationOnly = await post({ ...jobBody, locationTr: 'Cebu, Filipinler' });
    expect(locationOnly.status).toBe(400);
    const listOnly = await post({ ...jobBody, benefitsTr: ['Yemek kartı'] }, 'tr');
    expect(listOnly.status).toBe(400);
    expect((await expectBody(errorResponseSchema, listOnly)).error).toBe(
      'Türkçe başlığı ve açıklamayı da girin ya da Türkçe alanların hepsini boş bırakın.',
    );
    const notText = await post({ ...jobBody, titleTr: 42, descriptionTr: 'x' });
    expect(notText.status).toBe(400);
    const notList = await post({ ...jobBody, ...turkish, requirementsTr: 'Xero' });
    expect(notList.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('the careers list finds and orders a job by its Turkish title, and carries it on the card', async () => {
    const { job } = await expectBody(
      jobResponseSchema,
      await post({ ...jobBody, title: 'Zz Bookkeeper', ...turkish, titleTr: 'Aaa Muhasebeci' }),
    );
    for (const lang of ['en', 'tr']) {
      const found = await expectBody(
        careersListResponseSchema,
        await fetch(`${h.url}/api/v1/jobs/careers?search=MUHASEBECİ&lang=${lang}`),
      );
      expect(found.jobs.map((j) => j._id)).toEqual([job._id]);
      expect(found.jobs[0]).toMatchObject({
        title: 'Zz Bookkeeper',
        titleTr: 'Aaa Muhasebeci',
        locationTr: 'Cebu, Filipinler',
      });
    }
    // A Turkish list is ordered by the titles it shows; an English one by the English titles.
    const first = async (lang: string) =>
      (
        await expectBody(
          careersListResponseSchema,
          await fetch(`${h.url}/api/v1/jobs/careers?sort=title_asc&pageSize=all&lang=${lang}`),
        )
      ).jobs;
    expect((await first('tr'))[0]!._id).toBe(job._id);
    const en = await first('en');
    expect(en[en.length - 1]!._id).toBe(job._id);
    // The back office's search reads the Turkish title and description too (folded: "ÖN MUHASEBE").
    for (const search of ['aaa muhasebecı', 'DEFTERLERİ TUTUN']) {
      const res = await fetch(
        `${h.url}/api/v1/jobs/admin?${new URLSearchParams({ search, pageSize: '100' })}`,
        { headers: bearer(admin) },
      );
      const rows = await expectBody(adminJobsPageResponseSchema, res);
      expect(rows.map((row) => row._id)).toContain(job._id);
    }
  });

  it('the back office’s search finds a job by its Turkish location, Turkish letters and case folded', async () => {
    const izmir = { ...jobBody, location: 'Izmir, Turkey' };
    const { job } = await expectBody(
      jobResponseSchema,
      await post({ ...izmir, ...turkish, locationTr: 'İzmir Karşıyaka, Türkiye' }),
    );
    const english = await expectBody(jobResponseSchema, await post(izmir));
    const search = async (text: string) =>
      (
        await expectBody(
          adminJobsPageResponseSchema,
          await fetch(
            `${h.url}/api/v1/jobs/admin?${new URLSearchParams({ search: text, pageSize: '100' })}`,
            { headers: bearer(admin) },
          ),
        )
      ).map((row) => row._id);
    // Only the Turkish location says "Karşıyaka" and "Türkiye"; "İzmir" and "izmir" find both jobs.
    for (const text of ['KARŞIYAKA', 'karsiyaka', 'türkiye', 'TURKIYE']) {
      const ids = await search(text);
      expect(ids, text).toContain(job._id);
      expect(ids, text).not.toContain(english.job._id);
    }
    for (const text of ['İzmir', 'izmir', 'İZMİR']) {
      expect(await search(text), text).toEqual(expect.arrayContaining([job._id, english.job._id]));
    }
  });

  it('names the Turkish title in a Turkish applicant’s confirmation, the English one in an English', async () => {
    const { job } = await expectBody(jobResponseSchema, await post({ ...jobBody, ...turkish }));
    for (const [lang, email] of [
      ['tr', 'ayse.tr-job@x.example'],
      ['en', 'amy.tr-job@x.example'],
    ] as const) {
      const res = await fetch(`${h.url}/api/v1/applicants?lang=${lang}`, {
        method: 'POST',
        body: applicationForm(job._id, { email }),
      });
      expect(res.status).toBe(201);
    }
    const subject = async (to: string) =>
      (await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.subject;
    expect(await subject('ayse.tr-job@x.example')).toContain('Ön Muhasebe Uzmanı');
    expect(await subject('amy.tr-job@x.example')).toContain('Bookkeeper');
  });
});

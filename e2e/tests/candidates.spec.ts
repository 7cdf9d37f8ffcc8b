// Finding the right candidate: an applicant who applied with a PDF is found on /applicants by a word that
// is only in their resume, with a highlighted snippet of where it matched (en and tr) and a mark that they
// applied before; their details list the earlier application, linked both ways. On the job's pipeline board
// an applicant is moved to Interview with the keyboard alone; after a reload the board (the admin's
// remembered view) shows them there and their details show the change in the history. axe passes on each
// screen, the board in en and tr. Three applicants (two who applied in English, one in Turkish) are rejected
// at once with a mail to each in their own language, and the mails show in their histories.
import AxeBuilder from '@axe-core/playwright';
import { apply } from '../fixtures/applicants';
import { expect, loginFromFooter, test } from '../fixtures/journey';
import { waitForMail } from '../fixtures/mail';

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
/** A word no other resume holds: letters only, so it is one word for the search. */
const uniqueWord = () =>
  `zorbex${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('an admin finds an applicant by a word in the resume, with the snippet, in en and tr', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jobs = (await (await request.get('/api/v1/jobs/active')).json()) as {
    jobs: { _id: string; title: string }[];
  };
  const word = uniqueWord();
  const last = `Finder${unique()}`;
  const email = `iris.${unique()}@e2e.example`;
  const phone = `09${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  // An earlier application of the same person (the email in other case) to another job.
  const earlierJob = jobs.jobs[1] ?? jobs.jobs[0]!;
  const earlier = await apply(
    request,
    { firstName: 'Iris', lastName: last, email: email.toUpperCase(), phone },
    earlierJob._id,
    'An older resume',
  );
  await apply(
    request,
    { firstName: 'Iris', lastName: last, email, phone },
    jobs.jobs[0]!._id,
    `Certified ${word} specialist with invoicing experience`,
  );

  await loginFromFooter(page);
  await page.goto('/applicants');
  const search = page.getByLabel('Search by name, email or words in the resume');
  await search.fill(word);
  // The resume is read in the background: within seconds the row is there, with where it matched.
  // (The earlier application has the same name: the row is the one showing the word.)
  const row = page
    .getByRole('row', { name: new RegExp(`Open the application of Iris ${last}`) })
    .filter({ hasText: word });
  await expect(async () => {
    await page.reload();
    await search.fill(word);
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText('In the resume:')).toBeVisible();
  await expect(row.getByText('Applied before')).toBeVisible();
  await expect(row.locator('mark')).toHaveText(word);
  await expect(row).toContainText(`Certified ${word} specialist with invoicing experience`);
  await page.waitForLoadState('networkidle');
  const en = await new AxeBuilder({ page }).analyze();
  expect(en.violations.map((v) => v.id)).toEqual([]);

  // A word form: "invoice" finds "invoicing".
  await search.fill(`invoice ${word}`);
  await expect(row.locator('mark')).toHaveText([word, 'invoicing']);

  await page.goto('/tr/applicants');
  const trSearch = page.getByLabel('Ad, e-posta veya özgeçmişteki kelimelere göre arayın');
  await trSearch.fill(word);
  const trRow = page.getByRole('row', { name: new RegExp(`Iris ${last}`) }).filter({ hasText: word });
  await expect(trRow.getByText('Özgeçmişte:')).toBeVisible();
  await expect(trRow.locator('mark')).toHaveText(word);
  await page.waitForLoadState('networkidle');
  const tr = await new AxeBuilder({ page }).analyze();
  expect(tr.violations.map((v) => v.id)).toEqual([]);

  await expect(trRow.getByText('Daha önce başvurdu')).toBeVisible();
  await trRow.click();
  await expect(page).toHaveURL(/\/tr\/applicantDetails\//);
  await expect(page.getByRole('heading', { name: `Iris ${last}` })).toBeVisible();
  // The earlier application, with its job, a link to it, and how it matched.
  const others = page.getByRole('table', { name: 'Adayın diğer başvuruları' });
  const link = others.getByRole('link', { name: earlierJob.title });
  await expect(link).toHaveAttribute('href', new RegExp(`/tr/applicantDetails/${earlier}`));
  await expect(others.getByRole('cell', { name: 'E-posta, Telefon', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const details = await new AxeBuilder({ page }).analyze();
  expect(details.violations.map((v) => v.id)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/tr/applicantDetails/${earlier}`));
  await expect(
    page
      .getByRole('table', { name: 'Adayın diğer başvuruları' })
      .getByRole('link', { name: jobs.jobs[0]!.title }),
  ).toBeVisible();
});

test('an admin moves an applicant on the job’s board by keyboard, and the board and history keep it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jobs = (await (await request.get('/api/v1/jobs/active')).json()) as { jobs: { _id: string }[] };
  const jobId = jobs.jobs[0]!._id;
  const last = `Mover${unique()}`;
  const name = `Bea ${last}`;
  const phone = `08${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await apply(
    request,
    { firstName: 'Bea', lastName: last, email: `bea.${unique()}@e2e.example`, phone },
    jobId,
    'Team lead with ten years on the phones',
  );

  await loginFromFooter(page);
  await page.goto(`/job/${jobId}/applicants`);
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Board', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const column = (status: string) =>
    page.getByRole('region', { name: new RegExp(`^${status} \\d+ applicants?$`) });
  await expect(column('Received').getByRole('link', { name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const en = await new AxeBuilder({ page }).analyze();
  expect(en.violations.map((v) => v.id)).toEqual([]);

  // Keyboard only: the grip takes the focus, Space picks the card up, two steps right, Space drops it.
  await page.getByRole('button', { name: `Move ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `Picked up ${name}` })).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: `${name} is over Reviewing.` })).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: `${name} is over Interview.` })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Changes saved successfully.')).toBeVisible();
  await expect(column('Interview').getByRole('link', { name })).toBeVisible();
  // The keyboard stays on the card it moved.
  await expect(column('Interview').getByRole('button', { name: `Move ${name}` })).toBeFocused();

  // The board is this admin's view: a reload shows it again, with the applicant still in Interview.
  await page.reload();
  await expect(column('Interview').getByRole('link', { name })).toBeVisible();
  await expect(column('Received').getByRole('link', { name })).toHaveCount(0);
  // At phone width the columns scroll sideways inside the board, not the page.
  await page.setViewportSize({ width: 390, height: 800 });
  const board = page.getByRole('region', { name: 'Applicants by status' });
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(`/tr/job/${jobId}/applicants`);
  await expect(page.getByRole('button', { name: 'Pano', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('region', { name: /^Mülakat \d+ aday$/ }).getByRole('link', { name }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const tr = await new AxeBuilder({ page }).analyze();
  expect(tr.violations.map((v) => v.id)).toEqual([]);

  await page.goto(`/job/${jobId}/applicants`);
  await column('Interview').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/applicantDetails\//);
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('row', { name: /Received → Interview/ })).toBeVisible();

  // A pointer drags the card too: from Interview onto the Offer column.
  await page.goBack();
  await page.waitForLoadState('networkidle');
  const card = column('Interview').getByRole('listitem').filter({ hasText: name });
  await card.scrollIntoViewIfNeeded();
  await card.getByText(/^Applied:/).hover();
  await page.mouse.down();
  const to = (await column('Offer').boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 });
  await page.mouse.up();
  await expect(column('Offer').getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('Changes saved successfully.')).toBeVisible();
});

test('an admin rejects three applicants at once, each mailed in their language, and sees the mails in their histories', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jobs = (await (await request.get('/api/v1/jobs/active')).json()) as {
    jobs: { _id: string; title: string }[];
  };
  const job = jobs.jobs[0]!;
  const last = `Bulk${unique()}`;
  const people = (['en', 'en', 'tr'] as const).map((lang, i) => ({
    lang,
    firstName: ['Cora', 'Dev', 'Ece'][i]!,
    email: `bulk${i}.${unique()}@e2e.example`,
  }));
  const ids: string[] = [];
  for (const [i, p] of people.entries()) {
    const phone = `07${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    ids.push(
      await apply(
        request,
        { firstName: p.firstName, lastName: last, email: p.email, phone },
        job._id,
        `Resume ${i}`,
        p.lang,
      ),
    );
  }

  await loginFromFooter(page);
  await page.goto('/applicants');
  // The search is sent once typing pauses, and a new search starts the selection again: wait for its answer
  // (the newest applicants, these three, may already show before it).
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/v1/applicants?') && r.url().includes(`search=${last}`),
  );
  await page.getByLabel('Search by name, email or words in the resume').fill(last);
  await searched;
  await expect(
    page.getByRole('row', { name: new RegExp(`Open the application of \\w+ ${last}`) }),
  ).toHaveCount(3);
  // Two by their own boxes (a click and the keyboard), the third by the page's box.
  await page.getByRole('checkbox', { name: `Select Cora ${last}` }).check();
  await page.getByRole('checkbox', { name: `Select Dev ${last}` }).press('Space');
  await expect(page.getByText('2 applicants selected')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every applicant on this page' }).check();
  await expect(page.getByText('3 applicants selected')).toBeVisible();
  await page.getByLabel('Set status to').selectOption('Rejected');
  await expect(page.getByLabel('Email each applicant in their language')).toBeChecked();
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of 3 applicants?' });
  await expect(dialog.getByText('3 applicants will be set to Rejected.')).toBeVisible();
  await expect(dialog.getByText(/^3 of them will be emailed/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText(/Applicants (updated|being updated in the background): 3\./)).toBeVisible();

  // One mail each, in the language they applied in.
  for (const p of people) {
    const mail = await waitForMail(p.email, {
      contains: p.lang === 'tr' ? /dikkatle değerlendirdikten/ : /After careful consideration/,
    });
    expect(mail.subject).toBe(
      p.lang === 'tr' ? `${job.title} başvurunuz hakkında` : `Your application for ${job.title}`,
    );
  }

  // The histories keep the change and the mail: Cora's in English, Ece's on the Turkish screen.
  await page.goto(`/applicantDetails/${ids[0]}`);
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('row', { name: /Received → Rejected/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Email sent: Rejected \(English\)/ })).toBeVisible();
  await page.goto(`/tr/applicantDetails/${ids[2]}`);
  const trHistory = page.getByRole('table', { name: 'Durum geçmişi' });
  await expect(
    trHistory.getByRole('row', { name: /E-posta gönderildi: Olumsuz sonuç \(Türkçe\)/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const tr = await new AxeBuilder({ page }).analyze();
  expect(tr.violations.map((v) => v.id)).toEqual([]);
});

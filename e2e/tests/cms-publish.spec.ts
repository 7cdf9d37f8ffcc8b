// An editor changes a role's job description in the CMS and publishes it; the publish webhook makes the
// API rebuild the site from the CMS, and the new text is on the role's English page within 60 seconds,
// while the Turkish page keeps its own text and the site keeps answering during the rebuild and swap.
// The editor is created with `npm run cms:editor` and works through Strapi's admin API (/admin/login,
// /content-manager/...), the same requests the admin panel makes.
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { cmsEnabled, cmsToken, cmsURL, createEditor } from '../fixtures/cms';

const ROLE = 'api::role.role';
const SLUG = 'virtual_assistants';
const email = 'editor@e2e.example';
const password = 'E2e-Editor-1234';

interface RoleEntry {
  documentId: string;
  locale: string;
  slug: string;
  jobDesc: string;
}

test.skip(!cmsEnabled, 'the journeys run without the CMS (E2E_CMS=0 or E2E_BASE_URL)');

/** A page's status and its HTML with the entities Astro writes decoded, to search for plain text. */
const fetchPage = async (url: string) => {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  const text = (await res.text())
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return { status: res.status, text };
};

/** Requests the given pages over and over until stopped, recording every status. */
function watchStatuses(urls: string[]) {
  const seen: { url: string; status: number }[] = [];
  let running = true;
  const loops = urls.map(async (url) => {
    while (running) {
      let status: number;
      try {
        const res = await fetch(url, { headers: { accept: 'text/html' } });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0;
      }
      seen.push({ url, status });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return seen;
    },
  };
}

test('an editor publishes a new job description and it is on the role page within 60 seconds', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const site = baseURL!;
  const apiPort = Number(new URL(site).port || 80);

  // An Editor, created the documented way, logs in to the admin API.
  expect(await createEditor(apiPort, email, password)).toMatch(/(Created|Updated) editor/);
  const anonymous = await requests.newContext({ baseURL: cmsURL });
  const login = await anonymous.post('/admin/login', { data: { email, password } });
  // The CMS's content API answers only the site's read token.
  const reader = await requests.newContext({
    baseURL: cmsURL,
    extraHTTPHeaders: { authorization: `Bearer ${cmsToken}` },
  });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const cms: APIRequestContext = await requests.newContext({
    baseURL: cmsURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });

  // The role's English entry, as the content manager lists it.
  const list = await cms.get(`/content-manager/collection-types/${ROLE}`, {
    params: { locale: 'en', page: 1, pageSize: 10, 'filters[$and][0][slug][$eq]': SLUG },
  });
  expect(list.status()).toBe(200);
  const [role] = ((await list.json()) as { results: RoleEntry[] }).results;
  expect(role).toMatchObject({ slug: SLUG, locale: 'en' });
  const { documentId } = role!;
  const tr = await reader.get('/api/roles', { params: { locale: 'tr', 'filters[slug][$eq]': SLUG } });
  const turkishJobDesc = ((await tr.json()) as { data: RoleEntry[] }).data[0]!.jobDesc;

  const enPage = `${site}/services/${SLUG}/`;
  const trPage = `${site}/tr/services/${SLUG}/`;
  const sentence = `Edited in the CMS at ${new Date().toISOString()}: our assistants keep your week in order.`;
  const before = await fetchPage(enPage);
  expect(before.status).toBe(200);
  expect(before.text).toContain(role!.jobDesc);

  // Save the draft: the public content (what the site is built from) does not change yet.
  const saved = await cms.put(`/content-manager/collection-types/${ROLE}/${documentId}`, {
    params: { locale: 'en' },
    data: { jobDesc: sentence },
  });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { data: RoleEntry }).data).toMatchObject({
    jobDesc: sentence,
    locale: 'en',
  });
  const responsibilities = (
    (await (
      await reader.get('/api/roles', { params: { locale: 'en', 'filters[slug][$eq]': SLUG } })
    ).json()) as {
      data: { responsibilities: { value: string }[] }[];
    }
  ).data[0]!.responsibilities.map((item) => item.value);
  const publicEnglish = async () => {
    const res = await reader.get('/api/roles', { params: { locale: 'en', 'filters[slug][$eq]': SLUG } });
    return ((await res.json()) as { data: RoleEntry[] }).data[0]!.jobDesc;
  };
  expect(await publicEnglish()).toBe(role!.jobDesc);

  // Publish, and watch the site while the rebuild runs and the new build is swapped in.
  const watcher = watchStatuses([enPage, trPage, `${site}/`, `${site}/tr/services/`]);
  const publishedAt = Date.now();
  const published = await cms.post(
    `/content-manager/collection-types/${ROLE}/${documentId}/actions/publish`,
    {
      params: { locale: 'en' },
      data: { jobDesc: sentence },
    },
  );
  expect(published.status()).toBe(200);
  expect(((await published.json()) as { data: { status: string } }).data.status).toBe('published');

  let visibleAfterMs = -1;
  await expect
    .poll(
      async () => {
        const { text } = await fetchPage(enPage);
        if (text.includes(sentence)) visibleAfterMs = Date.now() - publishedAt;
        return visibleAfterMs >= 0;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  // A little longer, so the watcher also covers the moments right after the swap.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const statuses = await watcher.stop();
  test.info().annotations.push({ type: 'publish → visible', description: `${visibleAfterMs} ms` });
  console.log(`publish → visible on ${enPage}: ${(visibleAfterMs / 1000).toFixed(1)} s`);

  expect(visibleAfterMs).toBeLessThan(60_000);
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((s) => s.status !== 200)).toEqual([]);

  // Only the English entry changed: the Turkish page keeps its text, and the rest of the role is intact.
  const after = await fetchPage(enPage);
  expect(after.text).not.toContain(role!.jobDesc);
  for (const item of responsibilities) expect(after.text).toContain(item);
  const turkish = await fetchPage(trPage);
  expect(turkish.status).toBe(200);
  expect(turkish.text).not.toContain(sentence);
  expect(turkish.text).toContain(turkishJobDesc);
  expect(await publicEnglish()).toBe(sentence);

  // Put the original text back, so the journeys after this one see the seeded content.
  const restored = await cms.post(`/content-manager/collection-types/${ROLE}/${documentId}/actions/publish`, {
    params: { locale: 'en' },
    data: { jobDesc: role!.jobDesc },
  });
  expect(restored.status()).toBe(200);
  await expect
    .poll(async () => (await fetchPage(enPage)).text.includes(role!.jobDesc), { timeout: 60_000 })
    .toBe(true);

  await cms.dispose();
  await anonymous.dispose();
  await reader.dispose();
});

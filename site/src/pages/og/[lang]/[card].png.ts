// The share cards: /og/<lang>/<card>.png, a 1200×630 PNG per main page, pricing page, role page and
// prebuilt job page (lib/share-card.ts), drawn at build time from the page's title.
import type { APIRoute, GetStaticPaths } from 'astro';
import { t } from '@crestline/contracts';
import type { Locale } from '@crestline/contracts/enums';
import { getContent, getRoles } from '../../../lib/content';
import { jobText } from '@crestline/contracts/career-job';
import { jobsWithPages } from '../../../lib/jobs';
import { renderShareCard, type ShareCardText } from '../../../lib/share-card';

const LANGS: Locale[] = ['en', 'tr'];

const cache = new Map<Locale, Promise<Map<string, ShareCardText>>>();
/** Every card of one language, by its name in the address (read once per build). */
function cardsOf(lang: Locale): Promise<Map<string, ShareCardText>> {
  let cards = cache.get(lang);
  if (!cards) cache.set(lang, (cards = readCards(lang)));
  return cards;
}

async function readCards(lang: Locale): Promise<Map<string, ShareCardText>> {
  const global = await getContent('global', lang);
  const base = { brandName: global.brandName, lang };
  const cards = new Map<string, ShareCardText>();
  const home = await getContent('home-page', lang);
  cards.set('home', { ...base, title: home.seo.title, subtitle: global.seo.siteDescription });
  const pricing = await getContent('pricing-page', lang);
  cards.set('pricing', { ...base, title: pricing.seo.title, subtitle: pricing.seo.description });
  const services = await getContent('services-page', lang);
  for (const role of await getRoles(lang)) {
    cards.set(`role-${role.slug}`, { ...base, eyebrow: services.seo.title, title: role.name });
  }
  for (const job of await jobsWithPages()) {
    cards.set(`job-${job._id}`, {
      ...base,
      eyebrow: t(lang, 'careers.careersTitle'),
      title: jobText(job, 'title', lang).value,
      subtitle: jobText(job, 'location', lang).value,
    });
  }
  return cards;
}

export const getStaticPaths = (async () => {
  const paths = [];
  for (const lang of LANGS) {
    for (const card of (await cardsOf(lang)).keys()) paths.push({ params: { lang, card } });
  }
  return paths;
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const lang: Locale = params.lang === 'tr' ? 'tr' : 'en';
  const text = (await cardsOf(lang)).get(params.card ?? '');
  if (!text) return new Response(null, { status: 404 });
  return new Response(await renderShareCard(text), {
    headers: { 'Content-Type': 'image/png' },
  });
};

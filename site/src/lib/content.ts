// Typed access to the content collections, with the placeholders every text may carry filled in:
// {brand}, {adminEmail}, {infoEmail} and {headOfficeAddress} (from global), {year}, and the retention figures the API keeps data
// by ({retentionDays}, {talentPoolMonths}, {auditRetentionYears}: contracts' retention.ts, from the same
// environment). {role} and {page} are filled where used.
// A preview request (lib/preview-content.ts) reads the CMS's draft instead of the build's collections.
import { getCollection, getEntry } from 'astro:content';
import {
  planKeys,
  roleSlugs,
  type ContentByType,
  type Plan,
  type Role,
  type SingleTypeName,
} from '@crestline/contracts/content';
import type { Locale } from '@crestline/contracts/enums';
import { retentionFigures } from '@crestline/contracts/retention';
import { currentPreview } from './preview-content';

export type Content<T extends SingleTypeName> = ContentByType[T];

/** Replaces {name} placeholders that have a value; others stay as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

function fillDeep<T>(value: T, values: Record<string, string | number>): T {
  if (typeof value === 'string') return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values)])) as T;
  }
  return value;
}

type GlobalValues = { brand: string; adminEmail: string; infoEmail: string; headOfficeAddress: string };

/** The placeholders global fills: the brand, the mailboxes and the head office (the data controller's). */
const valuesOf = (global: Content<'global'>): GlobalValues => ({
  brand: global.brandName,
  adminEmail: global.adminEmail,
  infoEmail: global.infoEmail,
  headOfficeAddress: global.headOfficeAddress.join(', '),
});
const globalCache = new Map<Locale, GlobalValues>();

async function globalValues(lang: Locale): Promise<GlobalValues> {
  const preview = currentPreview();
  if (preview) {
    return valuesOf((await preview.single('global', lang)) as Content<'global'>);
  }
  let values = globalCache.get(lang);
  if (!values) {
    const entry = await getEntry('global', lang);
    const global = entry?.data as Content<'global'> | undefined;
    if (!global) throw new Error(`No "global" content for locale ${lang}.`);
    values = valuesOf(global);
    globalCache.set(lang, values);
  }
  return values;
}

export async function getContent<T extends SingleTypeName>(type: T, lang: Locale): Promise<Content<T>> {
  const preview = currentPreview();
  const data = preview ? await preview.single(type, lang) : (await getEntry(type, lang))?.data;
  if (!data) throw new Error(`No "${type}" content for locale ${lang}.`);
  return fillDeep(data as Content<T>, {
    ...(await globalValues(lang)),
    year: new Date().getFullYear(),
    ...retentionFigures(process.env),
  });
}

export async function getRoles(lang: Locale): Promise<Role[]> {
  const values = await globalValues(lang);
  const preview = currentPreview();
  const entries = preview
    ? ((await preview.list('roles', lang)) as Role[])
    : (await getCollection('roles', (e) => e.id.startsWith(`${lang}/`))).map((e) => e.data as Role);
  const roles = entries.map((role) => fillDeep(role, values));
  return roles.sort((a, b) => roleSlugs.indexOf(a.slug) - roleSlugs.indexOf(b.slug));
}

export async function getPlans(lang: Locale): Promise<Plan[]> {
  const values = await globalValues(lang);
  const preview = currentPreview();
  const entries = preview
    ? ((await preview.list('plans', lang)) as Plan[])
    : (await getCollection('plans', (e) => e.id.startsWith(`${lang}/`))).map((e) => e.data as Plan);
  const plans = entries.map((plan) => fillDeep(plan, values));
  return plans.sort((a, b) => a.order - b.order || planKeys.indexOf(a.key) - planKeys.indexOf(b.key));
}

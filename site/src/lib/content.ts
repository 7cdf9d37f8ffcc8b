// Typed access to the content collections, with the placeholders every text may carry filled in:
// {brand}, {adminEmail} and {infoEmail} (from global) and {year}. {role} and {page} are filled where used.
import { getCollection, getEntry } from 'astro:content';
import {
  planKeys,
  roleSlugs,
  type ContentByType,
  type Plan,
  type Role,
  type SingleTypeName,
} from '@crestline/contracts/content';
import type { Lang } from '../i18n/lang';

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

type GlobalValues = { brand: string; adminEmail: string; infoEmail: string };
const globalCache = new Map<Lang, GlobalValues>();

async function globalValues(lang: Lang): Promise<GlobalValues> {
  let values = globalCache.get(lang);
  if (!values) {
    const entry = await getEntry('global', lang);
    const global = entry?.data as Content<'global'> | undefined;
    if (!global) throw new Error(`No "global" content for locale ${lang}.`);
    values = { brand: global.brandName, adminEmail: global.adminEmail, infoEmail: global.infoEmail };
    globalCache.set(lang, values);
  }
  return values;
}

export async function getContent<T extends SingleTypeName>(type: T, lang: Lang): Promise<Content<T>> {
  const entry = await getEntry(type, lang);
  if (!entry) throw new Error(`No "${type}" content for locale ${lang}.`);
  return fillDeep(entry.data as Content<T>, {
    ...(await globalValues(lang)),
    year: new Date().getFullYear(),
  });
}

export async function getRoles(lang: Lang): Promise<Role[]> {
  const values = await globalValues(lang);
  const entries = await getCollection('roles', (e) => e.id.startsWith(`${lang}/`));
  const roles = entries.map((e) => fillDeep(e.data as Role, values));
  return roles.sort((a, b) => roleSlugs.indexOf(a.slug) - roleSlugs.indexOf(b.slug));
}

export async function getPlans(lang: Lang): Promise<Plan[]> {
  const values = await globalValues(lang);
  const entries = await getCollection('plans', (e) => e.id.startsWith(`${lang}/`));
  const plans = entries.map((e) => fillDeep(e.data as Plan, values));
  return plans.sort((a, b) => a.order - b.order || planKeys.indexOf(a.key) - planKeys.indexOf(b.key));
}

// Every seed file in content-seeds/ must parse with its schema, agree with its other locale on everything
// that is not text, point only at media that exists, and read like finished copy.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contentSchemas,
  collectionTypes,
  planKeys,
  roleSlugs,
  type ContentTypeName,
  type RoleSlug,
} from './content';
import { LOCALES, type Locale } from './enums';

const contentTypeNames = Object.keys(contentSchemas) as ContentTypeName[];

/**
 * Which /services category each role is listed under: `role.category` and the services page's
 * `categories[].roles` must agree with this.
 */
const serviceCategoryRoles: Record<string, readonly RoleSlug[]> = {
  'operations-support': [
    'virtual_assistants',
    'executive_assistants',
    'administrative_assistants',
    'customer_services_representatives',
    'technical_support_representatives',
    'amazon_seller_support_specialist',
    'recruitment_talent_sources',
    'recruitment_coordinators',
    'virtual_receptionists',
  ],
  'digital-marketing': [
    'social_media_managers',
    'digital_marketing_managers',
    'email_marketing_specialist',
    'copywriter',
    'content_creators',
    'ux_designers',
    'paid_search_and_ppc_specialist',
    'video_editors_and_animators',
    'graphic_designers',
  ],
  sales: [
    'business_development_representatives',
    'sales_development_representatives',
    'account_managers',
    'account_executives',
    'lead_generation_specialist',
    'customer_success_managers',
    'telemarketers',
    'sales_support_specialists',
  ],
  'accounting-finance': [
    'bookkeepers',
    'payroll_specialists',
    'accountants',
    'financial_analysts',
    'accounts_payable_specialists',
    'accounts_receivable_specialist',
  ],
  'engineering-it': [
    'frontend_engineers',
    'backend_engineers',
    'full_stack_engineers',
    'data_analysts',
    'mobile_developers',
    'help_desks_specialist',
    'quality_assurance_analysts',
    'database_engineers',
    'cloud_engineers',
  ],
  healthcare: ['medical_coders', 'medical_billers', 'insurance_verification'],
};
const serviceCategories = Object.keys(serviceCategoryRoles);

const seedsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content-seeds');
const mediaDir = path.join(seedsDir, 'media');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const seedPath = (type: ContentTypeName, locale: Locale) => path.join(seedsDir, type, `${locale}.json`);
const hasSeed = (type: ContentTypeName, locale: Locale) => existsSync(seedPath(type, locale));
const readSeed = (type: ContentTypeName, locale: Locale): Json =>
  JSON.parse(readFileSync(seedPath(type, locale), 'utf8')) as Json;
const isCollection = (type: ContentTypeName) => (collectionTypes as readonly string[]).includes(type);

/** Calls visit for every string in value with the key (or the array's key) it sits under. */
function eachString(
  value: Json,
  visit: (s: string, key: string, at: string) => void,
  key = '',
  at = '$',
): void {
  if (typeof value === 'string') visit(value, key, at);
  else if (Array.isArray(value)) value.forEach((v, i) => eachString(v, visit, key, `${at}[${i}]`));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) eachString(v, visit, k, `${at}.${k}`);
}

// Keys whose string values are identifiers, media, links or contact data: identical in every locale.
const sharedKeys = new Set([
  'slug',
  'key',
  'role',
  'roles',
  'group',
  'category',
  'image',
  'icon',
  'poster',
  'logo',
  'portrait',
  'ogImage',
  'file',
  'href',
  'bookingUrl',
  'infoEmail',
  'adminEmail',
  'brandName',
  'lastUpdated',
  'US',
  'AU',
  'CAN',
  'facebook',
  'linkedin',
  'instagram',
  'youtube',
]);
// Parents whose text children are localized even though their keys are in sharedKeys (region names, accessible labels).
const localizedParents = new Set(['regions', 'phoneLabels', 'socialLabels']);

/** Lists every place where en and tr disagree on something that is not translatable text. */
function sharedValueDifferences(en: Json, tr: Json, at = '$', key = '', parent = ''): string[] {
  if (Array.isArray(en) || Array.isArray(tr)) {
    if (!Array.isArray(en) || !Array.isArray(tr)) return [`${at}: array in one locale only`];
    if (en.length !== tr.length) return [`${at}: ${en.length} items in en, ${tr.length} in tr`];
    return en.flatMap((v, i) => sharedValueDifferences(v, tr[i] as Json, `${at}[${i}]`, key, parent));
  }
  if (en && typeof en === 'object' && tr && typeof tr === 'object') {
    const keys = new Set([...Object.keys(en), ...Object.keys(tr)]);
    return [...keys].flatMap((k) =>
      k in en && k in tr
        ? sharedValueDifferences(en[k] as Json, tr[k] as Json, `${at}.${k}`, k, key)
        : [`${at}.${k}: present in one locale only`],
    );
  }
  if (typeof en !== typeof tr) return [`${at}: ${typeof en} in en, ${typeof tr} in tr`];
  const mustMatch =
    typeof en !== 'string' ||
    (sharedKeys.has(key) && !localizedParents.has(parent)) ||
    /\.(svg|pdf|mp4|webm|vtt)$|^https?:\/\/|^\/|^[^\s@]+@[^\s@]+$/.test(en);
  return mustMatch && en !== tr ? [`${at}: ${JSON.stringify(en)} in en, ${JSON.stringify(tr)} in tr`] : [];
}

const allowedPlaceholders = new Set([
  'brand',
  'role',
  // A role's name in a sentence, and in a title (the role page template's one-person forms).
  'roleOne',
  'RoleOne',
  'year',
  'page',
  'adminEmail',
  'infoEmail',
  'headOfficeAddress',
  // The retention settings' figures (contracts' retention.ts).
  'retentionDays',
  'talentPoolMonths',
  'auditRetentionYears',
]);

describe('content seeds', () => {
  for (const type of contentTypeNames) {
    describe(type, () => {
      const present = LOCALES.filter((locale) => hasSeed(type, locale));
      if (isCollection(type) && present.length === 0) {
        it.skip(`${type}/en.json and ${type}/tr.json are not written yet (another engineer's files)`, () => {});
        return;
      }

      for (const locale of LOCALES) {
        it(`${type}/${locale}.json parses with its schema and has no unknown keys`, () => {
          expect(hasSeed(type, locale), `${seedPath(type, locale)} exists`).toBe(true);
          const raw = readSeed(type, locale);
          const result = contentSchemas[type].safeParse(raw);
          expect(result.success, result.success ? '' : z.prettifyError(result.error)).toBe(true);
          // Parsing strips unknown keys, so equality means every key in the file is part of the model.
          expect(result.data).toEqual(raw);
        });

        it(`${type}/${locale}.json reads like finished copy`, () => {
          const problems: string[] = [];
          eachString(readSeed(type, locale), (s, _key, at) => {
            if (/lorem|placeholder/i.test(s) || /\bTODO\b|\bTBD\b/i.test(s)) problems.push(`${at}: ${s}`);
            for (const [, name] of s.matchAll(/\{(\w+)\}/g))
              if (!allowedPlaceholders.has(name!)) problems.push(`${at}: unknown placeholder {${name}}`);
          });
          expect(problems).toEqual([]);
        });

        it(`${type}/${locale}.json points only at media that exists`, () => {
          const missing: string[] = [];
          eachString(readSeed(type, locale), (s, _key, at) => {
            if (
              /\.(svg|pdf|mp4|webm|vtt)$/.test(s) &&
              !/^https?:/.test(s) &&
              !existsSync(path.join(mediaDir, s))
            )
              missing.push(`${at}: ${s}`);
          });
          expect(missing).toEqual([]);
        });
      }

      it(`${type}: en and tr have the same slugs, keys, numbers, media paths and links`, () => {
        expect(sharedValueDifferences(readSeed(type, 'en'), readSeed(type, 'tr'))).toEqual([]);
      });
    });
  }

  it('sets the brand name only in global (other texts use {brand})', () => {
    const global = readSeed('global', 'en') as { brandName: string };
    const brandWord = global.brandName.split(/\s+/)[0]!.toLowerCase();
    const offenders: string[] = [];
    for (const type of contentTypeNames) {
      if (type === 'global') continue;
      for (const locale of LOCALES) {
        if (!hasSeed(type, locale)) continue;
        eachString(readSeed(type, locale), (s, _key, at) => {
          if (s.toLowerCase().includes(brandWord)) offenders.push(`${type}/${locale} ${at}: ${s}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('content rules from the spec', () => {
  const parsed = <T extends ContentTypeName>(type: T, locale: Locale) =>
    contentSchemas[type].parse(readSeed(type, locale)) as z.infer<(typeof contentSchemas)[T]>;

  it('the privacy policy has 14 sections in both languages, last updated 26 November 2026', () => {
    for (const locale of LOCALES) {
      const policy = parsed('privacy-policy', locale);
      expect(policy.sections).toHaveLength(14);
      expect(policy.lastUpdated).toBe('2026-11-26');
      const contact = policy.sections[13]!.body;
      // The controller's address is global's head office (one place for editors to change it).
      expect(contact).toContain('{headOfficeAddress}');
      expect(contact).toContain('{infoEmail}');
    }
    const en = parsed('privacy-policy', 'en').sections.map((s) => s.title);
    expect(en[0]).toMatch(/introduction/i);
    expect(en[4]).toMatch(/cookies/i);
    expect(en[10]).toMatch(/children/i);
    expect(en[13]).toMatch(/contact/i);
  });

  it('the privacy policy is a KVKK/GDPR notice: controller, legal bases, retention, rights and where to use them', () => {
    const prefix = { en: '', tr: '/tr' } as const;
    for (const locale of LOCALES) {
      const policy = parsed('privacy-policy', locale);
      const text = policy.sections.map((s) => s.body).join('\n');
      const section = (anchor: string) => policy.sections.find((s) => s.anchor === anchor)!.body;
      expect(text).toContain('6698');
      expect(text).toContain('GDPR');
      expect(section('introduction')).toContain('{brand}');
      expect(section('introduction')).toContain('{infoEmail}');
      expect(section('introduction')).toContain('{headOfficeAddress}');
      expect(text).not.toContain('Bajada');
      // Each purpose with its basis under both laws; the two optional boxes on consent.
      const bases = {
        en: ['5(1)', '5(2)(c)', '5(2)(ç)', '5(2)(e)', '5(2)(f)', '6(1)(a)', '6(1)(b)', '6(1)(c)', '6(1)(f)'],
        tr: ['m. 5/1', '5/2-c', '5/2-ç', '5/2-e', '5/2-f', '6/1-a', '6/1-b', '6/1-c', '6/1-f'],
      }[locale];
      for (const basis of bases) expect(section('purposes')).toContain(basis);
      // The retention figures are the settings' (RETENTION_DAYS, TALENT_POOL_MONTHS, AUDIT_RETENTION_DAYS),
      // filled in when the site is built: never a number written into the text.
      for (const figure of ['{retentionDays}', '{talentPoolMonths}', '{auditRetentionYears}'])
        expect(section('retention')).toContain(figure);
      expect(section('retention')).not.toMatch(/\b730\b|\b12 (months|ay)\b|\b7 (years|yıl)\b/);
      expect(section('rights')).toContain(`](${prefix[locale]}/privacy-request)`);
      expect(section('rights')).toContain('{infoEmail}');
      expect(section('cookies')).toContain(`](${prefix[locale]}/cookies)`);
      expect(section('transfers')).toMatch(/Stripe/);
      // The nine KVKK Art. 11 rights, (a) to (ğ), are listed in Turkish.
      if (locale === 'tr')
        for (const item of ['a', 'b', 'c', 'ç', 'd', 'e', 'f', 'g', 'ğ'])
          expect(text).toContain(`- (${item}) `);
      // Using the site is not consent.
      expect(text).not.toMatch(/by using (our|this) (web)?site[^.]*(agree|accept|consent)/i);
      expect(text).not.toMatch(/kullanarak[^.]*kabul/i);
    }
  });

  it('keeps the exact English texts the spec quotes', () => {
    const global = parsed('global', 'en');
    expect(global.notFound.title).toBe('Page Not Found');
    expect(global.notFound.text).toBe('The requested page could not be found.');
    expect(parsed('purchase-disclaimer', 'en').loginRequired).toBe(
      'User login is required. Please login or create an account proceed.',
    );
    expect(parsed('get-started-page', 'en').consultationForm.timeZonePlaceholder).toBe('Select Timezone');
    expect(parsed('get-started-page', 'en').consultationForm.successText).toBe(
      'Information successfully submitted.',
    );
    expect(parsed('booking-guidelines', 'en').existingCustomer.payNow).toBe('Pay Now');
  });

  it('every marketing-consent box names its channel (Law 6563 asks consent per channel), in both languages', () => {
    const channel = { en: /\bby email\b/u, tr: /\be-posta ile\b/u } as const;
    for (const locale of LOCALES) {
      expect(parsed('message-us-page', locale).contactForm.updatesConsent).toMatch(channel[locale]);
      expect(parsed('team-builder-page', locale).quoteForm.marketingConsent).toMatch(channel[locale]);
    }
  });

  it('the booking guidelines have the four steps of the spec', () => {
    const steps = parsed('booking-guidelines', 'en').steps;
    expect(steps.map((s) => s.title)).toEqual([
      'Contact Information Submission',
      'Setting the Booking Date',
      'Strategic Service Alignment',
      'Contract Agreement Signing',
    ]);
    expect(steps[0]!.items).toHaveLength(4);
    expect(steps[3]!.items).toHaveLength(3);
  });

  it('the services dropdown lists every role once, in the documented categories', () => {
    for (const locale of LOCALES) {
      const categories = parsed('services-page', locale).categories;
      expect(categories.map((c) => c.key)).toEqual([...serviceCategories]);
      for (const c of categories) expect(c.roles).toEqual([...(serviceCategoryRoles[c.key] ?? [])]);
      expect(categories.flatMap((c) => c.roles).sort()).toEqual([...roleSlugs].sort());
    }
  });

  it('global has the six promo claims and three regional phone numbers', () => {
    const global = parsed('global', 'en');
    expect(global.promoClaims.map((c) => c.value)).toEqual([
      '$75',
      '75%',
      '98%+',
      '10+',
      'Up to 70%',
      'Under 2 weeks',
    ]);
    expect(Object.keys(global.phones)).toEqual(['US', 'AU', 'CAN']);
  });

  it('the franchise contract is a PDF', () => {
    const file = path.join(mediaDir, parsed('franchising-page', 'en').contract.file);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  const rolesWritten = LOCALES.every((locale) => hasSeed('roles', locale));
  (rolesWritten ? it : it.skip)('each role has a name in each locale and the documented category', () => {
    const en = parsed('roles', 'en');
    const tr = parsed('roles', 'tr');
    expect(en.map((r) => r.slug).sort()).toEqual([...roleSlugs].sort());
    for (const role of en) expect(serviceCategoryRoles[role.category]).toContain(role.slug);
    const assistant = (roles: typeof en) => roles.find((r) => r.slug === 'virtual_assistants')!.name;
    expect([assistant(en), assistant(tr)]).toEqual(['Virtual Assistants', 'Sanal Asistanlar']);
  });

  const plansWritten = LOCALES.every((locale) => hasSeed('plans', locale));
  (plansWritten ? it : it.skip)('plans carry the exact prices of the product (docs/product.md)', () => {
    const expected = {
      call_receptionist: [8, 3.5, 5.43, 4.84, 142.07],
      jr_non_technical: [8, 4.5, 6.98, 4.84, 142.07],
      jr_technical: [10, 6.5, 10.08, 7.29, 263.84],
      sr_non_technical: [10, 8.5, 10.08, 8.99, 263.84],
      sr_technical: [13, 8.5, 14.74, 13.14, 385.63],
      sr_technical_advanced: [20, 9.5, 23.98, 21.14, 769.22],
      sr_technical_advanced_2: [25, 6.5, 31.98, 28.14, 961.53],
    };
    for (const locale of LOCALES) {
      const plans = parsed('plans', locale);
      expect(plans.map((p) => p.key).sort()).toEqual([...planKeys].sort());
      for (const plan of plans) {
        const { general, US, AU, CAN, TR } = plan.prices;
        expect([general, US, AU, CAN, TR], plan.key).toEqual(expected[plan.key]);
      }
    }
  });
});

describe('media', () => {
  const svgs = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return svgs(full);
      return name.endsWith('.svg') ? [full] : [];
    });

  it('every SVG has a title, stays small and references nothing outside itself', () => {
    const problems: string[] = [];
    for (const file of svgs(mediaDir)) {
      const rel = path.relative(mediaDir, file);
      const text = readFileSync(file, 'utf8');
      if (!/<svg[\s>]/.test(text)) problems.push(`${rel}: not an SVG`);
      if (!/<title[^>]*>[^<]+<\/title>/.test(text)) problems.push(`${rel}: no <title>`);
      if (/(?:href|src)\s*=\s*["'](?!#)/.test(text) || /url\(\s*["']?(?!#)/.test(text))
        problems.push(`${rel}: external reference`);
      if (/<image[\s>]|data:image\//.test(text)) problems.push(`${rel}: embedded raster`);
      if (statSync(file).size > 8192) problems.push(`${rel}: larger than 8 KB`);
    }
    expect(problems).toEqual([]);
  });

  it('every seed video is small, in both formats, with English and Turkish WebVTT captions', () => {
    const dir = path.join(mediaDir, 'videos');
    const names = [...new Set(readdirSync(dir).map((name) => name.replace(/(-en|-tr)?\.\w+$/, '')))];
    const problems: string[] = [];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      for (const ext of ['mp4', 'webm']) {
        const file = path.join(dir, `${name}.${ext}`);
        if (!existsSync(file)) problems.push(`${name}.${ext}: missing`);
        else if (statSync(file).size > 150 * 1024) problems.push(`${name}.${ext}: larger than 150 KB`);
      }
      for (const lang of ['en', 'tr']) {
        const file = path.join(dir, `${name}-${lang}.vtt`);
        const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
        if (!text.startsWith('WEBVTT')) problems.push(`${name}-${lang}.vtt: not a WebVTT file`);
        if (!/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}\n\S/.test(text))
          problems.push(`${name}-${lang}.vtt: no cue`);
      }
    }
    expect(problems).toEqual([]);
  });
});

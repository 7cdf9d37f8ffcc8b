import { describe, expect, it } from 'vitest';
import { catalogues, en, tr } from './locales';
import { hasMessage, pickMessages, t } from './translate';

type Key = keyof typeof en;
const keys = Object.keys(en) as Key[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('has the same keys in en and tr, none empty', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    for (const key of keys) {
      expect(en[key].trim(), key).not.toBe('');
      expect(tr[key].trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of keys) expect(placeholders(tr[key]), key).toEqual(placeholders(en[key]));
  });

  it('writes Turkish with Turkish letters', () => {
    const all = Object.values(tr).join(' ');
    for (const ch of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü']) expect(all).toContain(ch);
    expect(tr['application.firstNameRequired']).toBe('Ad zorunludur.');
  });

  it('keeps the spec wording in English', () => {
    const spec: Record<string, string> = {
      'common.submitting': 'Submitting...',
      'common.saving': 'Saving...',
      'jobs.loadingDetails': 'Loading job details...',
      'auth.forgotPasswordSent': 'If the email exists, a reset link will be sent shortly.',
      'auth.loginRequired': 'User login is required. Please login or create an account proceed.',
      'auth.passwordMin': 'Password must be at least 8 characters long',
      'auth.passwordsDoNotMatch': 'Passwords do not match',
      'auth.emailInvalid': 'Please enter a valid email address',
      'application.zipCodeInvalid': 'Please enter a valid 4 to 5 digits zip code.',
      'application.formInvalid': 'Please fill out all fields correctly.',
      'applicants.modifyAtLeastOne': 'Please modify at least one field before saving.',
      'applicants.noResume': 'No Resume.',
      'inquiries.success': 'Your inquiry has been submitted successfully! We will get back to you shortly.',
      'booking.companyRequired': 'Company nor Identity is required.',
      'booking.firstNameRequired': 'firstname is required.',
      'resetPassword.tokenInvalid': 'Token not found or expired.',
      'subscriptions.cancelConfirm': 'Are you sure you want to cancel this subscription?',
      'common.notFoundText': 'The requested page could not be found.',
      'jobs.noJobsFound': 'No Jobs found.',
    };
    for (const [key, text] of Object.entries(spec)) expect(catalogues.en[key as Key], key).toBe(text);
  });

  it('interpolates parameters and falls back to en for other languages', () => {
    expect(t('en', 'applicants.fetchError', { detail: '500 Internal Server Error' })).toBe(
      'Error fetching applicants: 500 Internal Server Error',
    );
    expect(t('en', 'common.errorWithDetail', { detail: '401 Unauthorized' })).toBe('Error: 401 Unauthorized');
    expect(t('tr', 'jobs.addFailed', { detail: '400 Bad Request' })).toBe(
      'İş ilanı eklenemedi: 400 Bad Request',
    );
    expect(t('de', 'contact.success')).toBe('Your message has been sent successfully!');
    expect(t('tr', 'contact.success')).toBe('Mesajınız başarıyla gönderildi!');
  });

  it('chooses plural forms by count in each language', () => {
    expect(t('en', 'applicants.experienceYears', { count: 1 })).toBe('1 year');
    expect(t('en', 'applicants.experienceYears', { count: 3 })).toBe('3 years');
    expect(t('tr', 'applicants.experienceYears', { count: 3 })).toBe('3 yıl');
    expect(t('en', 'careers.resultCount', { count: 1 })).toBe('1 job found');
    expect(t('en', 'careers.resultCount', { count: 0 })).toBe('0 jobs found');
    expect(t('tr', 'careers.resultCount', { count: 12 })).toBe('12 iş ilanı bulundu');
  });

  it('does not interpret markup or nested placeholders in values', () => {
    expect(t('en', 'common.errorWithDetail', { detail: '<b>{status}</b>' })).toBe('Error: <b>{status}</b>');
  });

  it('picks the keys of a screen for an island', () => {
    const picked = pickMessages(tr, ['careers', 'values.']);
    expect(Object.keys(picked).length).toBeGreaterThan(10);
    expect(Object.keys(picked).every((k) => k.startsWith('careers.') || k.startsWith('values.'))).toBe(true);
    expect(picked['careers.searchLabel' as Key]).toBe(tr['careers.searchLabel']);
    expect(hasMessage('tr', 'careers.searchLabel')).toBe(true);
  });
});

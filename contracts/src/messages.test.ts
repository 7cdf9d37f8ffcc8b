import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, isMessageKey, messages, t } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('has the same keys in en and tr, none empty', () => {
    expect(Object.keys(messages.tr).sort()).toEqual(Object.keys(messages.en).sort());
    for (const key of MESSAGE_KEYS) {
      expect(messages.en[key].trim(), key).not.toBe('');
      expect(messages.tr[key].trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of MESSAGE_KEYS) {
      expect(placeholders(messages.tr[key]), key).toEqual(placeholders(messages.en[key]));
    }
  });

  it('writes Turkish with Turkish letters', () => {
    const all = Object.values(messages.tr).join(' ');
    for (const ch of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü']) expect(all).toContain(ch);
    expect(messages.tr['application.firstNameRequired']).toBe('Ad zorunludur.');
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
    for (const [key, text] of Object.entries(spec)) {
      expect(isMessageKey(key), key).toBe(true);
      if (isMessageKey(key)) expect(messages.en[key]).toBe(text);
    }
  });

  it('interpolates parameters and falls back to en', () => {
    expect(t('en', 'applicants.fetchError', { detail: '500 Internal Server Error' })).toBe(
      'Error fetching applicants: 500 Internal Server Error',
    );
    expect(t('en', 'common.errorWithDetail', { detail: '401 Unauthorized' })).toBe('Error: 401 Unauthorized');
    expect(t('tr', 'jobs.addFailed', { detail: '400 Bad Request' })).toBe(
      'İş ilanı eklenemedi: 400 Bad Request',
    );
    expect(t('en', 'jobs.addFailed')).toBe('Failed to add job: {detail}');
    expect(t('de', 'contact.success')).toBe('Your message has been sent successfully!');
    expect(t('tr', 'contact.success')).toBe('Mesajınız başarıyla gönderildi!');
  });
});

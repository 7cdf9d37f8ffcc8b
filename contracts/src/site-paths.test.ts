// The site's addresses in both languages, and the id of a record page read back from its address.
import { describe, expect, it } from 'vitest';
import {
  RECORD_PAGES,
  idFromPath,
  isTurkishPath,
  localePath,
  recordPath,
  sitePath,
  stripLang,
} from './site-paths';

describe('page paths', () => {
  it('puts Turkish pages under /tr and anything else at the root', () => {
    expect(sitePath('tr', '/payment-success')).toBe('/tr/payment-success');
    expect(sitePath('en', '/payment-success')).toBe('/payment-success');
    expect(sitePath('fr', '/career')).toBe('/career');
    expect(sitePath(undefined, '/career')).toBe('/career');
    expect(sitePath('tr', '/')).toBe('/tr/');
  });

  it('builds the path of a page in each language with the trailing slash', () => {
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('tr', '/')).toBe('/tr/');
    expect(localePath('en', '/pricing')).toBe('/pricing/');
    expect(localePath('tr', 'pricing')).toBe('/tr/pricing/');
    expect(localePath('tr', '/services/virtual_assistants#toScroll')).toBe(
      '/tr/services/virtual_assistants/#toScroll',
    );
    expect(localePath('tr', '/#pricingItem')).toBe('/tr/#pricingItem');
  });

  it('tells Turkish pages and strips their prefix', () => {
    expect(isTurkishPath('/tr')).toBe(true);
    expect(isTurkishPath('/tr/career')).toBe(true);
    expect(isTurkishPath('/track')).toBe(false);
    expect(stripLang('/tr')).toBe('/');
    expect(stripLang('/tr/')).toBe('/');
    expect(stripLang('/tr/pricing/')).toBe('/pricing/');
    expect(stripLang('/pricing/')).toBe('/pricing/');
    expect(stripLang('/track/')).toBe('/track/');
  });
});

describe('record pages', () => {
  it('builds the address of a record in each language, the id encoded', () => {
    expect(recordPath('en', RECORD_PAGES.job, 'abc')).toBe('/job/abc');
    expect(recordPath('tr', RECORD_PAGES.applicantDetails, 'a/b c')).toBe('/tr/applicantDetails/a%2Fb%20c');
    expect(recordPath('tr', RECORD_PAGES.jobApplicants, 'j1')).toBe('/tr/job/j1/applicants');
  });

  it.each([
    ['/job/abc', RECORD_PAGES.job, 'abc'],
    ['/tr/job/abc/', RECORD_PAGES.job, 'abc'],
    ['/application/a%2Fb', RECORD_PAGES.application, 'a/b'],
    ['/tr/job/j1/applicants', RECORD_PAGES.jobApplicants, 'j1'],
    ['/job/j1/applicants/', RECORD_PAGES.jobApplicants, 'j1'],
    ['/applicantDetails/x%E0', RECORD_PAGES.applicantDetails, 'x%E0'],
    ['/tr/resetpassword/token-1', RECORD_PAGES.resetPassword, 'token-1'],
  ] as const)('reads the id of %s', (pathname, page, id) => {
    expect(idFromPath(pathname, page)).toBe(id);
  });

  it.each([
    ['/job/', RECORD_PAGES.job],
    ['/job/abc/applicants', RECORD_PAGES.job],
    ['/job/abc', RECORD_PAGES.jobApplicants],
    ['/en/job/abc', RECORD_PAGES.job],
    ['/jobs/abc', RECORD_PAGES.job],
    ['/application/a/b', RECORD_PAGES.application],
  ] as const)('finds no id in %s', (pathname, page) => {
    expect(idFromPath(pathname, page)).toBeNull();
  });

  it('reads back every address it builds', () => {
    for (const page of Object.values(RECORD_PAGES))
      for (const locale of ['en', 'tr'])
        expect(idFromPath(recordPath(locale, page, 'id ü/1'), page)).toBe('id ü/1');
  });
});

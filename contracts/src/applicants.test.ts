import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELD_ORDER,
  applicantFieldsSchema,
  applicantSchema,
  applicantUpdateSchema,
  applicationFormSchema,
  firstApplicationError,
  isPdfFile,
  type ApplicationFormValues,
} from './applicants';

const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 1000 };

const goodForm: ApplicationFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '09171234567',
  zipCode: '8000',
  fluentLanguage: 'English',
  numberOfStaffHandled: '5-15',
  isWillingForBackgroundCheck: true,
  yearsOfCustomerServiceExperience: '3',
  yearsOfCallCenterExperience: 1,
  resume: pdf,
};

describe('application form', () => {
  it('accepts a complete form and types the values', () => {
    const parsed = applicationFormSchema('en').parse(goodForm);
    expect(parsed.yearsOfCustomerServiceExperience).toBe(3);
    expect(parsed.yearsOfCallCenterExperience).toBe(1);
    expect(parsed.isWillingForBackgroundCheck).toBe(true);
    expect(firstApplicationError(goodForm, 'en')).toBeNull();
    expect(firstApplicationError({ ...goodForm, isWillingForBackgroundCheck: false }, 'en')).toBeNull();
  });

  const badCases: [string, ApplicationFormValues, string][] = [
    ['blank first name', { firstName: '  ' }, 'First name is required.'],
    ['missing last name', { lastName: undefined }, 'Last name is required.'],
    ['email without domain', { email: 'ada@' }, 'Please enter a valid email address.'],
    ['blank email', { email: '' }, 'Please enter a valid email address.'],
    ['10-digit phone', { phone: '0917123456' }, 'Please enter a valid 11-digit phone number.'],
    ['phone with letters', { phone: '0917123456a' }, 'Please enter a valid 11-digit phone number.'],
    ['3-digit zip', { zipCode: '800' }, 'Please enter a valid 4 to 5 digits zip code.'],
    ['6-digit zip', { zipCode: '800000' }, 'Please enter a valid 4 to 5 digits zip code.'],
    ['no language', { fluentLanguage: '' }, 'Please select a fluent language.'],
    ['other language', { fluentLanguage: 'German' }, 'Please select a fluent language.'],
    ['bad staff range', { numberOfStaffHandled: '50+' }, 'Please select a valid number of staff handled.'],
    [
      'background check unanswered',
      { isWillingForBackgroundCheck: '' },
      'Please indicate your willingness for a background check.',
    ],
    [
      'no customer service experience',
      { yearsOfCustomerServiceExperience: '' },
      'Please select your customer service experience.',
    ],
    [
      'call center experience 4',
      { yearsOfCallCenterExperience: 4 },
      'Please select your call center experience.',
    ],
    ['no resume', { resume: null }, 'Please upload your resume.'],
    ['word resume', { resume: { name: 'cv.docx', type: 'application/msword' } }, 'Please upload a PDF file.'],
  ];

  it.each(badCases)('rejects %s with the spec message', (_name, change, message) => {
    const values = { ...goodForm, ...change };
    expect(firstApplicationError(values, 'en')).toBe(message);
    const result = applicationFormSchema('en').safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('reports only the first failure, in spec order', () => {
    const expected = [
      'First name is required.',
      'Last name is required.',
      'Please enter a valid email address.',
      'Please enter a valid 11-digit phone number.',
      'Please enter a valid 4 to 5 digits zip code.',
      'Please select a fluent language.',
      'Please select a valid number of staff handled.',
      'Please indicate your willingness for a background check.',
      'Please select your customer service experience.',
      'Please select your call center experience.',
      'Please upload your resume.',
    ];
    // Start from an empty form and fill one field at a time: the message moves down the list.
    const values: ApplicationFormValues = {};
    APPLICATION_FIELD_ORDER.forEach((field, i) => {
      expect(firstApplicationError(values, 'en')).toBe(expected[i]);
      values[field] = goodForm[field];
    });
    expect(firstApplicationError(values, 'en')).toBeNull();
    expect(firstApplicationError({ ...values, resume: { name: 'a.png', type: 'image/png' } }, 'en')).toBe(
      'Please upload a PDF file.',
    );
  });

  it('answers in Turkish', () => {
    expect(firstApplicationError({}, 'tr')).toBe('Ad zorunludur.');
    expect(firstApplicationError({ ...goodForm, phone: '1' }, 'tr')).toBe(
      'Lütfen 11 haneli geçerli bir telefon numarası girin.',
    );
  });

  it('recognizes PDFs by type, or by name when the type is unknown', () => {
    expect(isPdfFile(pdf)).toBe(true);
    expect(isPdfFile({ name: 'CV.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'cv.pdf', type: 'image/png' })).toBe(false);
    expect(isPdfFile('cv.pdf')).toBe(false);
  });
});

describe('applicant multipart fields (server)', () => {
  const multipart = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '09171234567',
    zipCode: '12345',
    fluentLanguage: 'Spanish',
    numberOfStaffHandled: 'above 50',
    isWillingForBackgroundCheck: 'false',
    yearsOfCustomerServiceExperience: '2',
    yearsOfCallCenterExperience: '3',
    jobId: 'job-1',
  };

  it('converts strings to booleans and numbers', () => {
    expect(applicantFieldsSchema('en').parse(multipart)).toEqual({
      ...multipart,
      isWillingForBackgroundCheck: false,
      yearsOfCustomerServiceExperience: 2,
      yearsOfCallCenterExperience: 3,
    });
  });

  it('rejects bad values with the localized message', () => {
    const result = applicantFieldsSchema('tr').safeParse({
      ...multipart,
      isWillingForBackgroundCheck: 'maybe',
    });
    expect(result.error?.issues[0]?.message).toBe(
      'Lütfen geçmiş araştırmasına onay verip vermediğinizi belirtin.',
    );
    const noJob = applicantFieldsSchema('en').safeParse({ ...multipart, jobId: '' });
    expect(noJob.error?.issues[0]?.message).toBe('Please choose a job to apply for.');
  });
});

describe('applicant update (PATCH)', () => {
  const schema = applicantUpdateSchema('en');

  it('accepts status and/or remarks', () => {
    expect(schema.parse({ status: 'Interview' })).toEqual({ status: 'Interview' });
    expect(schema.parse({ remarks: ' good fit ' })).toEqual({ remarks: 'good fit' });
    expect(schema.parse({ status: '', remarks: 'x' })).toEqual({ remarks: 'x' });
  });

  it('needs at least one non-empty field', () => {
    for (const body of [{}, { status: '', remarks: '' }, { remarks: '   ' }]) {
      const result = schema.safeParse(body);
      expect(result.error?.issues[0]?.message).toBe('Please modify at least one field before saving.');
    }
  });

  it('rejects an unknown status', () => {
    const result = schema.safeParse({ status: 'read' });
    expect(result.error?.issues[0]?.message).toBe('Please select a valid status.');
  });
});

describe('applicant records', () => {
  const record = {
    _id: 'a1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '09171234567',
    zipCode: '8000',
    fluentLanguage: 'English',
    numberOfStaffHandled: 'less than 5',
    isWillingForBackgroundCheck: true,
    yearsOfCustomerServiceExperience: 1,
    yearsOfCallCenterExperience: 2,
    jobId: 'j1',
    status: 'Received',
    remarks: '',
    resumeLink: null,
    resumeDownloadLink: null,
    createdAt: '2024-12-01T09:30:00.000Z',
    updatedAt: '2024-12-01T09:30:00.000Z',
    source: 'linkedin',
    utmSource: 'linkedin',
    utmMedium: 'social',
    utmCampaign: null,
    referrer: null,
  };

  it('parses an applicant record', () => {
    expect(applicantSchema.parse(record)).toEqual(record);
    expect(applicantSchema.safeParse({ ...record, status: 'Pending' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  jobApplicantsResponseSchema,
  jobBodyFromForm,
  jobBodySchema,
  jobFormSchema,
  joinBlocks,
  splitBlocks,
  jobMatchesSearch,
  jobResponseSchema,
  jobsListResponseSchema,
  jobToggleActiveBodySchema,
  primaryLocation,
} from './jobs';

const body = {
  title: 'Customer Service Representative',
  description: 'Answer customer calls.',
  responsibilities: ['Answer calls', 'Log tickets'],
  operatingHours: 'Mon-Fri 9am-5pm EST',
  type: 'Remote',
  requirements: ['Fluent English'],
  location: 'Davao City, Philippines',
  language: ['English'],
};

const job = {
  _id: 'j1',
  ...body,
  training: ['Two weeks onboarding'],
  benefits: [],
  postingDate: '2024-12-01T00:00:00.000Z',
  isActive: true,
  applicantIds: ['a1'],
};

describe('job body (add / edit job)', () => {
  it('accepts the required fields with optional training and benefits', () => {
    expect(jobBodySchema('en').parse(body)).toEqual(body);
    expect(jobBodySchema('en').parse({ ...body, training: ['x'], benefits: [''] })).toMatchObject({
      training: ['x'],
      benefits: [],
    });
  });

  it.each([
    'title',
    'description',
    'responsibilities',
    'operatingHours',
    'type',
    'requirements',
    'location',
    'language',
  ])('requires %s', (field) => {
    for (const blank of [undefined, '', []]) {
      const result = jobBodySchema('en').safeParse({ ...body, [field]: blank });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please fill in all required fields.');
    }
  });

  it('requires a list with some text, and stores no blank item the edit modal sends', () => {
    expect(jobBodySchema('en').safeParse({ ...body, requirements: ['', ' '] }).success).toBe(false);
    expect(
      jobBodySchema('en').parse({ ...body, requirements: ['', ' Typing 40 wpm '] }).requirements,
    ).toEqual(['Typing 40 wpm']);
  });

  it('the modals enter lists as blocks separated by a blank line', () => {
    const text = 'Answer calls\nand chats\n\n\n\nKeep notes\r\n  \r\nEscalate';
    expect(splitBlocks(text)).toEqual(['Answer calls\nand chats', 'Keep notes', 'Escalate']);
    expect(splitBlocks('a\n\n\n\nb', { dropEmpty: false })).toEqual(['a', '', 'b']);
    expect(splitBlocks(joinBlocks(['x', 'y']))).toEqual(['x', 'y']);
    const form = jobFormSchema('en').parse({
      title: 'Bookkeeper',
      description: 'Books',
      type: 'On-site',
      location: 'Davao',
      language: 'English\n\nSpanish',
      responsibilities: 'Ledgers',
      operatingHours: '9-5',
      requirements: 'Xero\n\n\n\nExcel',
    });
    expect(jobBodyFromForm(form, { dropEmpty: true })).toMatchObject({
      language: ['English', 'Spanish'],
      requirements: ['Xero', 'Excel'],
      training: [],
    });
    expect(jobBodyFromForm(form, { dropEmpty: false }).requirements).toEqual(['Xero', '', 'Excel']);
    const blank = jobFormSchema('tr').safeParse({ ...form, responsibilities: '\n\n' });
    expect(blank.error?.issues[0]?.message).toBe('Lütfen tüm zorunlu alanları doldurun.');
  });

  it('rejects an unknown type and answers in Turkish', () => {
    expect(jobBodySchema('en').safeParse({ ...body, type: 'Office' }).error?.issues[0]?.message).toBe(
      'Please select a valid job type.',
    );
    expect(jobBodySchema('tr').safeParse({}).error?.issues[0]?.message).toBe(
      'Lütfen tüm zorunlu alanları doldurun.',
    );
  });

  it('toggle body is a boolean', () => {
    expect(jobToggleActiveBodySchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(jobToggleActiveBodySchema.safeParse({ isActive: 'no' }).success).toBe(false);
  });
});

describe('job responses', () => {
  it('parses {jobs} and {job}', () => {
    expect(jobsListResponseSchema.parse({ jobs: [job] }).jobs[0]?._id).toBe('j1');
    expect(jobResponseSchema.parse({ job }).job.title).toBe(body.title);
    expect(jobResponseSchema.safeParse({ job: { ...job, type: 'Office' } }).success).toBe(false);
  });

  it('parses the job with full applicant objects', () => {
    const applicant = {
      _id: 'a1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '09171234567',
      zipCode: '8000',
      fluentLanguage: 'English',
      numberOfStaffHandled: '5-15',
      isWillingForBackgroundCheck: false,
      yearsOfCustomerServiceExperience: 2,
      yearsOfCallCenterExperience: 3,
      jobId: 'j1',
      status: 'Reviewing',
      remarks: 'call back',
      resumeLink: '/api/v1/files/x?sig=1',
      resumeDownloadLink: '/api/v1/files/x?sig=2',
      createdAt: '2024-12-01T00:00:00.000Z',
      updatedAt: '2024-12-02T00:00:00+03:00',
      source: 'linkedin',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: null,
      referrer: null,
    };
    const parsed = jobApplicantsResponseSchema.parse({ ...job, applicantIds: [applicant] });
    expect(parsed.applicantIds[0]?.status).toBe('Reviewing');
    expect(jobApplicantsResponseSchema.safeParse(job).success).toBe(false);
  });
});

describe('search and location', () => {
  it('uses the first segment of a comma-listed location', () => {
    expect(primaryLocation('Davao City, Philippines')).toBe('Davao City');
    expect(primaryLocation('Remote')).toBe('Remote');
  });

  it('searches title/description for careers and more fields for admin', () => {
    expect(jobMatchesSearch(job as never, 'CUSTOMER')).toBe(true);
    expect(jobMatchesSearch(job as never, 'remote')).toBe(false);
    expect(jobMatchesSearch(job as never, 'remote', 'admin')).toBe(true);
    expect(jobMatchesSearch(job as never, 'english', 'admin')).toBe(true);
    expect(jobMatchesSearch(job as never, '  ')).toBe(true);
  });

  it('finds the Turkish location in the admin search only, Turkish letters and case folded', () => {
    const izmir = {
      ...(job as never as object),
      location: 'Izmir, Turkey',
      locationTr: 'İzmir Karşıyaka, Türkiye',
    };
    for (const query of ['KARŞIYAKA', 'karsiyaka', 'türkiye', 'İZMİR', 'izmir'])
      expect(jobMatchesSearch(izmir as never, query, 'admin'), query).toBe(true);
    // The careers search reads titles and descriptions only (as for the English location).
    expect(jobMatchesSearch(izmir as never, 'karşıyaka')).toBe(false);
  });
});

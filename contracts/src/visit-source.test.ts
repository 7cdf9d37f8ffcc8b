import { describe, expect, it } from 'vitest';
import { visitSourceLabel, visitSourceSchema } from './visit-source';

describe('visit source', () => {
  it('keeps bounded values and drops what does not fit instead of refusing the form', () => {
    expect(
      visitSourceSchema.parse({
        utm_source: ' google ',
        utm_medium: 'x'.repeat(201),
        utm_campaign: '',
        referrer: 42,
        landingPage: '/tr/',
      }),
    ).toEqual({ utm_source: 'google', landingPage: '/tr/' });
  });

  it('labels a lead by campaign, else referring host, else direct', () => {
    expect(visitSourceLabel({ utm_source: 'linkedin', referrer: 'https://t.co/x' })).toBe('linkedin');
    expect(visitSourceLabel({ referrer: 'https://www.kariyer.net/ilan' })).toBe('www.kariyer.net');
    expect(visitSourceLabel({ referrer: 'not a url' })).toBe('direct');
    expect(visitSourceLabel(null)).toBe('direct');
  });
});

// The consent box states the talent pool's period from the setting the API keeps CVs by.
import { afterEach, expect, it } from 'vitest';
import { islandMessages } from './island-texts';

afterEach(() => {
  delete process.env.TALENT_POOL_MONTHS;
});

it('fills the talent pool period from TALENT_POOL_MONTHS, 12 months by default, in both languages', () => {
  expect(islandMessages('en', 'consent')['consent.talentPool']).toMatch(/for 12 months/);
  process.env.TALENT_POOL_MONTHS = '6';
  expect(islandMessages('en', 'consent')['consent.talentPool']).toMatch(/for 6 months/);
  expect(islandMessages('tr', 'consent')['consent.talentPool']).toMatch(/için 6 ay saklanmasını/);
});

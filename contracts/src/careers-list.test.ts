import { describe, expect, it } from 'vitest';
import { careersPage, type CareersPageQuery } from './careers-list';

const query: CareersPageQuery = {
  search: '',
  type: '',
  location: '',
  sort: 'postingDate_desc',
  page: 1,
  pageSize: 5,
  keep: 'type',
};
const job = (id: string, location: string, locationTr?: string) => ({
  _id: id,
  title: `Job ${id}`,
  description: '',
  type: 'Remote',
  location,
  ...(locationTr ? { locationTr } : {}),
  postingDate: `2026-01-0${id}T00:00:00.000Z`,
});
const board = [
  job('1', 'Egypt, Cairo', 'Mısır, Kahire'),
  job('2', 'Germany, Berlin', 'Almanya, Berlin'),
  job('3', 'Manila, Philippines'),
  job('4', 'Egypt, Alexandria'),
];

describe('the careers location filter', () => {
  it('names places in Turkish on Turkish pages, in Turkish order, with the English value kept', () => {
    const tr = careersPage(board, query, 'tr').facets.locations;
    expect(tr).toEqual([
      { value: 'Germany', label: 'Almanya', count: 1 },
      { value: 'Manila', count: 1 },
      { value: 'Egypt', label: 'Mısır', count: 2 },
    ]);
    const en = careersPage(board, query, 'en').facets.locations;
    expect(en).toEqual([
      { value: 'Egypt', count: 2 },
      { value: 'Germany', count: 1 },
      { value: 'Manila', count: 1 },
    ]);
    // Filtering reads the value, whatever the option says.
    expect(careersPage(board, { ...query, location: 'Egypt' }, 'tr').total).toBe(2);
  });
});

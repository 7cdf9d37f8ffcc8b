// @vitest-environment jsdom
// The one table of every list screen: sorting by header (arrow and aria-sort), search that goes back to
// page 1, page sizes, the empty and no-match texts, and rows that open with a click or Enter.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import { columnHelper, DataTable } from './DataTable';
import { withText } from './i18n';

interface Person {
  id: string;
  name: string;
  age: number;
}
const people: Person[] = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i}`,
  name: `Person ${String.fromCharCode(76 - i)}`,
  age: 20 + ((i * 7) % 13),
}));
const col = columnHelper<Person>();
const columns = [col.accessor('name', { header: 'Name' }), col.accessor('age', { header: 'Age' })];

function Table(props: {
  lang: 'en';
  messages: typeof catalogues.en;
  data: Person[];
  onOpen?: (p: Person) => void;
}) {
  return (
    <DataTable
      caption="People"
      columns={columns}
      data={props.data}
      getRowId={(p) => p.id}
      searchText={(p) => [p.name]}
      pageSize={5}
      emptyText="No people yet."
      noMatchText="No people match your search."
      onRowClick={props.onOpen}
      rowLabel={(p) => `Open ${p.name}`}
    />
  );
}
const Island = withText(Table);
const show = (data = people, onOpen?: (p: Person) => void) =>
  render(<Island lang="en" messages={catalogues.en} data={data} onOpen={onOpen} />);
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

afterEach(cleanup);

describe('DataTable', () => {
  it('sorts ascending then descending on a header click, with aria-sort and an arrow', async () => {
    const user = userEvent.setup();
    show();
    const header = screen.getByRole('columnheader', { name: /Age/ });
    expect(header.getAttribute('aria-sort')).toBeNull();
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(header.textContent).toContain('▲');
    const ages = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
    expect(ages()).toEqual([...ages()].sort((a, b) => a - b));
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(ages()).toEqual([...ages()].sort((a, b) => b - a));
  });

  it('pages by the chosen size and goes back to page 1 on search', async () => {
    const user = userEvent.setup();
    show();
    expect(names()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(names()).toHaveLength(2);
    await user.type(screen.getByLabelText('Search'), 'person l');
    expect(names()).toEqual(['Person L']);
    await user.clear(screen.getByLabelText('Search'));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '15');
    expect(names()).toHaveLength(12);
    expect(screen.getByText('12 records')).toBeTruthy();
  });

  it('searches with Turkish case and letters folded: "istanbul" finds "İstanbul", "isik" finds "IŞIK"', async () => {
    const user = userEvent.setup();
    show([
      { id: 'a', name: 'İstanbul Ofisi', age: 30 },
      { id: 'b', name: 'IŞIK Ltd.', age: 31 },
      { id: 'c', name: 'Ağrı Şubesi', age: 32 },
    ]);
    await user.type(screen.getByLabelText('Search'), 'istanbul');
    expect(names()).toEqual(['İstanbul Ofisi']);
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'ışık');
    expect(names()).toEqual(['IŞIK Ltd.']);
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'agri sube');
    expect(names()).toEqual(['Ağrı Şubesi']);
  });

  it('says when there is nothing, and when a search matches nothing', async () => {
    const user = userEvent.setup();
    show([]);
    expect(screen.getByText('No people yet.')).toBeTruthy();
    cleanup();
    show();
    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(screen.getByText('No people match your search.')).toBeTruthy();
  });

  it('opens a row with a click or with Enter', async () => {
    const opened = vi.fn();
    show(people, opened);
    const row = screen.getByRole('row', { name: 'Open Person L' });
    fireEvent.click(row);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(opened).toHaveBeenCalledTimes(2);
    expect(opened.mock.calls[0]![0]).toMatchObject({ name: 'Person L' });
  });
});

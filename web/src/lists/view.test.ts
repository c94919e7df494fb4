import type { FilterDecl } from './filters';
import { nextSort, viewFromQuery, viewToQuery, type ListView } from './view';
import { words } from '../test/words';

const decls: FilterDecl<unknown>[] = [
  { field: 'nama', label: words('Customer Name'), kind: 'select' },
  { field: 'updated_at', label: words('Last Update'), kind: 'date' },
];
const sortable = ['Name', 'Date Claim'];

describe('the list view in the URL', () => {
  it('round-trips filters, page, sort and search', () => {
    const view: ListView = {
      filters: { nama: 'Sri & Agus', updated_at: '2024-05-01' },
      page: 3,
      sort: { column: 'Date Claim', direction: 'desc' },
      search: 'jne 12',
    };
    const query = viewToQuery(decls, view);
    expect(query.toString()).toBe('nama=Sri+%26+Agus&updated_at=2024-05-01&sort=-Date+Claim&q=jne+12&page=3');
    expect(viewFromQuery(decls, new URLSearchParams(query.toString()), sortable)).toEqual(view);
  });

  it("no query is the spec's default view, and the default view is no query", () => {
    const empty = viewFromQuery(decls, new URLSearchParams(''), sortable);
    expect(empty).toEqual({ filters: { nama: null, updated_at: null }, page: 1, sort: null, search: '' });
    expect(viewToQuery(decls, empty).toString()).toBe('');
  });

  it('ignores what it does not know or cannot use: falls back to the defaults', () => {
    const view = viewFromQuery(
      decls,
      new URLSearchParams('nama=%20&updated_at=yesterday&page=-2&sort=Secret&colour=red'),
      sortable,
    );
    expect(view).toEqual({ filters: { nama: null, updated_at: null }, page: 1, sort: null, search: '' });
    expect(viewFromQuery(decls, new URLSearchParams('page=abc'), sortable).page).toBe(1);
  });

  it('any whole number is the page asked for (the list shows the last for one beyond it, and the URL follows)', () => {
    const page = (text: string) => viewFromQuery(decls, new URLSearchParams(`page=${text}`), sortable).page;
    expect(page('7')).toBe(7);
    expect(page('1234567')).toBe(1234567);
    expect(page('0')).toBe(0);
    expect(page('9'.repeat(40))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('a header click sorts ascending, then descending, then back to the list order', () => {
    const asc = nextSort(null, 'Name');
    expect(asc).toEqual({ column: 'Name', direction: 'asc' });
    const desc = nextSort(asc, 'Name');
    expect(desc).toEqual({ column: 'Name', direction: 'desc' });
    expect(nextSort(desc, 'Name')).toBeNull();
    expect(nextSort(desc, 'Date Claim')).toEqual({ column: 'Date Claim', direction: 'asc' });
  });
});

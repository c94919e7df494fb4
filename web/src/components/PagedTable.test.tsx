import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { slicePage } from '../lib/pagination';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { raw, rawWords } from '../i18n/i18n';
import { words } from '../test/words';

const rows = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));
type Row = (typeof rows)[number];
const columns = [{ header: words('Name'), cell: (row: Row) => row.name }];

/** The table "Things" on page 1 of `rows` (5 a page); `props` overrides or adds what a test needs. */
const table = (props: Partial<PagedTableProps<Row>> = {}) => (
  <PagedTable
    label={rawWords('Things')}
    columns={columns}
    page={slicePage(rows, 1, 5)}
    rowKey={(row) => String(row.id)}
    onPage={() => undefined}
    {...props}
  />
);

// The first render pulls in the table and pager modules: seconds on a busy machine, so allow more than 5 s.
describe('PagedTable', { timeout: 20_000 }, () => {
  it('shows the rows of the page and the footer in the wording asked for', async () => {
    const onPage = vi.fn();
    render(table({ page: slicePage(rows, 2, 5), onPage, wording: 'to' }));
    const grid = screen.getByRole('table', { name: 'Things' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Name', 'Row 6', 'Row 7', 'Row 8', 'Row 9', 'Row 10']);
    expect(screen.getByText('Showing 6 to 10 of 12 entries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('says "X - Y" by default, and leaves the pager out when asked', () => {
    const { rerender } = render(table());
    expect(screen.getByText('Showing 1 - 5 of 12 entries')).toBeInTheDocument();
    rerender(table({ hidePager: true }));
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('PagedTable states', () => {
  it('after a failed load: the reason and "Try again" (which reloads), no empty text, no footer', async () => {
    const onRetry = vi.fn();
    render(table({ page: slicePage([], 1, 5), error: raw('Something Wrong (502) Bad Gateway'), onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something Wrong (502) Bad Gateway');
    expect(screen.queryByText('No data available.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('while the first rows are loading, no footer claims zero rows', () => {
    const { rerender } = render(
      table({ page: slicePage([], 1, 5), loading: true, error: raw('an earlier failure') }),
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    // Loaded and empty: then the footer tells the truth.
    rerender(table({ page: slicePage([], 1, 5) }));
    expect(screen.getByText('No data available.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0 entries')).toBeInTheDocument();
  });
});

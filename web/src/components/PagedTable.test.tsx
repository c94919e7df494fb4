import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { slicePage } from '../lib/pagination';
import { PagedTable } from './PagedTable';
import { raw, rawWords } from '../i18n/i18n';
import { words } from '../test/words';

const rows = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));
const columns = [{ header: words('Name'), cell: (row: (typeof rows)[number]) => row.name }];

// The first render pulls in the table and pager modules: seconds on a busy machine, so allow more than 5 s.
describe('PagedTable', { timeout: 20_000 }, () => {
  it('shows the rows of the page and the footer in the wording asked for', async () => {
    const onPage = vi.fn();
    render(
      <PagedTable
        label={rawWords('Things')}
        columns={columns}
        page={slicePage(rows, 2, 5)}
        rowKey={(row) => String(row.id)}
        onPage={onPage}
        wording="to"
      />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Name', 'Row 6', 'Row 7', 'Row 8', 'Row 9', 'Row 10']);
    expect(screen.getByText('Showing 6 to 10 of 12 entries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('says "X - Y" by default, and leaves the pager out when asked', () => {
    const { rerender } = render(
      <PagedTable
        label={rawWords('Things')}
        columns={columns}
        page={slicePage(rows, 1, 5)}
        rowKey={(row) => String(row.id)}
        onPage={() => undefined}
      />,
    );
    expect(screen.getByText('Showing 1 - 5 of 12 entries')).toBeInTheDocument();
    rerender(
      <PagedTable
        label={rawWords('Things')}
        columns={columns}
        page={slicePage(rows, 1, 5)}
        rowKey={(row) => String(row.id)}
        onPage={() => undefined}
        hidePager
      />,
    );
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('PagedTable states', () => {
  it('after a failed load: the reason and "Try again" (which reloads), no empty text, no footer', async () => {
    const onRetry = vi.fn();
    render(
      <PagedTable
        label={rawWords('Things')}
        columns={columns}
        page={slicePage([], 1, 5)}
        rowKey={(row) => String(row.id)}
        onPage={() => undefined}
        error={raw('Something Wrong (502) Bad Gateway')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something Wrong (502) Bad Gateway');
    expect(screen.queryByText('No data available.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('while the first rows are loading, no footer claims zero rows', () => {
    const { rerender } = render(
      <PagedTable
        label={rawWords('Things')}
        columns={columns}
        page={slicePage([], 1, 5)}
        rowKey={(row) => String(row.id)}
        onPage={() => undefined}
        loading
        error={raw('an earlier failure')}
      />,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    // Loaded and empty: then the footer tells the truth.
    rerender(
      <PagedTable
        label={rawWords('Things')}
        columns={columns}
        page={slicePage([], 1, 5)}
        rowKey={(row) => String(row.id)}
        onPage={() => undefined}
      />,
    );
    expect(screen.getByText('No data available.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0 entries')).toBeInTheDocument();
  });
});

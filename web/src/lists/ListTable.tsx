import './lists.css';
import { useState, type HTMLAttributes } from 'react';
import type { Column } from '../components/DataTable';
import { PagedTable } from '../components/PagedTable';
import type { FooterWording } from '../components/TableFooter';
import { emptyListText } from '../lib/emptyListText';
import { exportRows } from './exportRows';
import { FilterChips } from './FilterChips';
import type { LocalListModel } from './useLocalList';

interface ListTableProps<Row> {
  /** The export's sheet and file name. */
  title: string;
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<Row>[];
  model: LocalListModel<Row>;
  rowKey(row: Row): string;
  loading: boolean;
  error?: string | null;
  onRetry?(): void;
  /** Filters of the page (outside the list) hide rows: the empty state says so, and how to see all. */
  filtered?: boolean;
  howToSeeAll?: string;
  wording?: FooterWording;
  rowProps?(row: Row): HTMLAttributes<HTMLTableRowElement>;
}

/**
 * A kit table for rows a page already holds (useLocalList): the quick search, the page's filters as chips
 * with "Clear all", the .xlsx export of the rows as narrowed, searched and sorted, and the table with
 * sorting, its footer and the kit's loading, error and empty states.
 */
export function ListTable<Row>({
  title,
  label,
  columns,
  model,
  rowKey,
  loading,
  error = null,
  onRetry,
  filtered = false,
  howToSeeAll,
  wording,
  rowProps,
}: ListTableProps<Row>) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const search = model.view.search.trim();

  const runExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportRows(title, columns, model.rows);
    } catch (failure) {
      console.error('Export failed', failure);
      setExportError('The export failed. Try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="list-toolbar">
        <label className="quick-search">
          <span className="visually-hidden">Quick search</span>
          <i className="pi pi-search" aria-hidden="true" />
          <input
            type="search"
            placeholder="Search loaded rows"
            value={model.view.search}
            onChange={(event) => model.setSearch(event.target.value)}
          />
        </label>
        <FilterChips chips={model.chips} onRemove={model.removeFilter} onClearAll={model.clearAll} />
        <button
          type="button"
          className="p-button p-button-outlined list-export"
          onClick={() => void runExport()}
          disabled={exporting || loading || error !== null}
          title="Export the rows shown (filtered and sorted) to an .xlsx file"
        >
          <i className="pi pi-file-excel" aria-hidden="true" /> {exporting ? 'Exporting...' : 'Export'}
        </button>
        {exportError && (
          <span role="alert" className="field-error">
            {exportError}
          </span>
        )}
      </div>
      <PagedTable
        label={label}
        columns={columns}
        page={model.page}
        rowKey={rowKey}
        loading={loading}
        error={error}
        onRetry={onRetry}
        onPage={model.setPage}
        sort={model.view.sort}
        onSort={model.toggleSort}
        wording={wording}
        rowProps={rowProps}
        emptyText={search ? `No loaded row matches "${search}".` : emptyListText(filtered, howToSeeAll)}
      />
    </>
  );
}

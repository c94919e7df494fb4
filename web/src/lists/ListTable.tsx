import './lists.css';
import type { HTMLAttributes } from 'react';
import { PagedTable } from '../components/PagedTable';
import type { FooterWording } from '../components/TableFooter';
import { msg, raw, type Text, type Words } from '../i18n/i18n';
import { emptyListText } from '../lib/emptyListText';
import { ExportButton, QuickSearch, useRowExport } from './listToolbar';
import { FilterChips } from './FilterChips';
import type { LocalListModel } from './useLocalList';

interface ListTableProps<Row> {
  /** The export's sheet and file name, in words (the caller's t()). */
  title: Words;
  /** Accessible name of the table, in words. */
  label: Words;
  /** The rows and the view, with the columns they are sorted, searched and exported by. */
  model: LocalListModel<Row>;
  rowKey(row: Row): string;
  loading: boolean;
  error?: Text | null;
  onRetry?(): void;
  /** Filters of the page (outside the list) hide rows: the empty state says so, and how to see all. */
  filtered?: boolean;
  /** In words (the caller's t()). */
  howToSeeAll?: Words;
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
  const { columns } = model;
  const { exporting, exportError, runExport } = useRowExport(title, columns, model.rows);
  const search = model.view.search.trim();

  return (
    <>
      <div className="list-toolbar">
        <QuickSearch value={model.view.search} onChange={model.setSearch} />
        <FilterChips chips={model.chips} onRemove={model.removeFilter} onClearAll={model.clearAll} />
        <ExportButton exporting={exporting} disabled={loading || error !== null} onExport={runExport} />
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
        emptyText={
          search
            ? msg('list.noRowMatches', { search: raw(search) })
            : emptyListText(filtered, howToSeeAll === undefined ? undefined : raw(howToSeeAll))
        }
      />
    </>
  );
}

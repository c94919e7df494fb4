import './lists.css';
import type { ReactNode } from 'react';
import { DataPanel } from '../components/DataPanel';
import { PagedTable } from '../components/PagedTable';
import { useT, useTranslate, type Words } from '../i18n/i18n';
import { ExportButton, useExportRunner } from './listToolbar';
import { emptyText, FilterFields, ListToolbar, useFilterActions } from './ListPageParts';
import { exportRows } from './exportRows';
import type { ListPageModel } from './useListPage';

/** How a list exports when its row source builds the file itself (the customer list's worker). */
export interface ListExport {
  run(): Promise<void>;
  disabled?: boolean;
  /** The Export button's tooltip, in words. */
  title?: Words;
  /** Said while the file is being built (a big export takes a while), in words. */
  busyText?: Words;
}

interface ListPageProps<Row> {
  /** The list: its facts (title, filters, columns, row key) and its state, from useListPage. */
  model: ListPageModel<Row>;
  /** The screen's own buttons beside Export (e.g. Upload Data). */
  actions?: ReactNode;
  /** Footer left out (e.g. while a streamed list cannot be counted yet). */
  hidePager?: boolean;
  /** The export of a row source that builds the file itself (default: the model's rows, built here). */
  exporter?: ListExport;
  /** Sorting, the quick search and export wait (e.g. until a streamed list has loaded whole); the reason, in words. */
  lensWait?: Words | null;
  /** More hints beside the quick search. */
  hints?: ReactNode;
  /** Under the table (e.g. a streaming count). */
  children?: ReactNode;
}

/**
 * A list screen from the kit: the panel with the declared filters (Enter applies), the quick search, the
 * export, the active filters as chips while the panel is closed, and the table with sorting and its footer.
 * Every list renders through it, whatever its row source.
 */
export function ListPage<Row>({
  model,
  actions,
  hidePager,
  exporter,
  lensWait = null,
  hints,
  children,
}: ListPageProps<Row>) {
  const t = useT();
  const translate = useTranslate();
  const { filters, columns, rows } = model;
  const title = t(model.title);
  const { exporting, exportError, runExport } = useExportRunner(
    exporter?.run ?? (() => exportRows(title, columns, rows ?? [])),
  );
  const { cleared, setInvalidDates, apply, clearAll } = useFilterActions(model);

  return (
    <DataPanel
      title={title}
      actions={
        <>
          {actions}
          <ExportButton
            exporting={exporting}
            disabled={
              model.loading || model.error !== null || lensWait !== null || Boolean(exporter?.disabled)
            }
            onExport={runExport}
            title={exporter?.title}
          />
        </>
      }
      filtersOpen={model.filtersOpen}
      onToggleFilters={model.toggleFilters}
      onApply={apply}
      onClear={clearAll}
      filters={
        filters.length ? (
          <FilterFields model={model} cleared={cleared} setInvalidDates={setInvalidDates} apply={apply} />
        ) : undefined
      }
    >
      <ListToolbar
        model={model}
        lensWait={lensWait}
        hints={hints}
        exporting={exporting}
        busyText={exporter?.busyText}
        exportError={exportError}
        onClearAll={clearAll}
      />
      {model.notice && (
        <p className="list-notice" role="status">
          {translate(model.notice)}
        </p>
      )}
      <PagedTable
        label={t(model.tableLabel)}
        columns={columns}
        page={model.page}
        rowKey={model.rowKey}
        loading={model.loading}
        error={model.error}
        onRetry={model.retry}
        onPage={model.setPage}
        sort={model.view.sort}
        onSort={lensWait === null ? model.toggleSort : undefined}
        wording={model.wording}
        hidePager={hidePager}
        emptyText={emptyText(model)}
      />
      {children}
    </DataPanel>
  );
}

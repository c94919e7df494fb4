import './lists.css';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { DataPanel } from '../components/DataPanel';
import { DateField } from '../components/DateField';
import { PagedTable } from '../components/PagedTable';
import { SelectFilter } from '../components/SelectFilter';
import { fromRequestDate, toRequestDate } from '../lib/dates';
import { msg, raw, useT, useTranslate } from '../i18n/i18n';
import { emptyListText } from '../lib/emptyListText';
import { FilterChips } from './FilterChips';
import { ExportButton, QuickSearch, useExportRunner } from './listToolbar';
import { exportRows } from './exportRows';
import type { ListPageModel } from './useListPage';

/** How a list exports when its row source builds the file itself (the customer list's worker). */
export interface ListExport {
  run(): Promise<void>;
  disabled?: boolean;
  /** The Export button's tooltip, in words. */
  title?: string;
  /** Said while the file is being built (a big export takes a while), in words. */
  busyText?: string;
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
  lensWait?: string | null;
  /** More hints beside the quick search. */
  hints?: ReactNode;
  /** Under the table (e.g. a streaming count). */
  children?: ReactNode;
}

/**
 * Enter applies the filters, also from a drop-down (whose own Enter would only open its menu) unless its
 * menu is open, where Enter picks the option.
 */
export function applyOnEnter(apply: () => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const dropdown = target.closest('.p-dropdown, .p-calendar');
    if (!dropdown) return;
    if (dropdown.classList.contains('p-calendar')) return; // a text input: the form submits itself
    if (target.getAttribute('aria-expanded') === 'true' || dropdown.classList.contains('p-dropdown-open'))
      return;
    event.preventDefault();
    event.stopPropagation();
    apply();
  };
}

const LENS_WAIT_ID = 'list-lens-wait';

/**
 * A list screen from the kit: the panel with the declared filters (Enter applies), the quick search, the
 * export, the active filters as chips while the panel is closed, and the table with sorting and its footer.
 * Every list renders through it, whatever its row source.
 *
 * Long (about 150 lines) because it is the screen's markup: the panel's fields, toolbar, chips and table, each
 * drawn by its own component; what is left here is wiring between the model and them.
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
  const { idPrefix, filters, columns, rows } = model;
  const title = t(model.title);
  const { exporting, exportError, runExport } = useExportRunner(
    exporter?.run ?? (() => exportRows(title, columns, rows ?? [])),
  );
  const filtered = model.chips.length > 0;
  const searched = model.view.search.trim() !== '';
  // Date fields whose typed text is no date (they say why): Apply waits until they are put right.
  const [invalidDates, setInvalidDates] = useState<readonly string[]>([]);
  // Clear All also clears what is typed in the fields: each starts again empty (a date's text, a drop-down's
  // own input and the search typed in its menu).
  const [cleared, setCleared] = useState(0);
  const apply = () => {
    const first = invalidDates[0];
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    model.apply();
  };
  const clearAll = () => {
    setInvalidDates([]);
    setCleared((count) => count + 1);
    model.clearAll();
  };

  const fields = filters.map((decl) => {
    const id = `${idPrefix}-${decl.field}`;
    const value = model.draft[decl.field] ?? null;
    if (decl.kind === 'date') {
      return (
        <DateField
          key={`${decl.field}-${cleared}`}
          id={id}
          label={t(decl.label)}
          value={fromRequestDate(value)}
          onChange={(date) => model.changeDraft({ [decl.field]: date ? toRequestDate(date) : null })}
          utcToday={decl.utcDay}
          onValidityChange={(valid) =>
            setInvalidDates((fields) =>
              valid ? fields.filter((field) => field !== decl.field) : [...new Set([...fields, decl.field])],
            )
          }
        />
      );
    }
    const options = model.options[decl.field] ?? [];
    return (
      <SelectFilter
        key={`${decl.field}-${cleared}`}
        id={id}
        label={t(decl.label)}
        options={options}
        value={value}
        valueLabel={value === null ? undefined : model.labelOf(decl.field, value)}
        loading={options.length === 0 && (model.loading || model.optionsLoading)}
        onChange={(next) => model.changeDraft({ [decl.field]: next })}
      />
    );
  });

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
          <div className="filter-fields" onKeyDownCapture={applyOnEnter(apply)}>
            {fields}
          </div>
        ) : undefined
      }
    >
      <div className="list-toolbar">
        <QuickSearch
          value={model.view.search}
          onChange={model.setSearch}
          disabled={lensWait !== null}
          describedBy={lensWait !== null ? LENS_WAIT_ID : undefined}
        />
        {!model.filtersOpen && (
          <FilterChips chips={model.chips} onRemove={model.removeFilter} onClearAll={clearAll} />
        )}
        {lensWait !== null && (
          <span id={LENS_WAIT_ID} className="list-hint">
            {lensWait}
          </span>
        )}
        {hints}
        {exporting && exporter?.busyText && (
          <span className="list-hint" role="status">
            {exporter.busyText}
          </span>
        )}
        {exportError && (
          <span role="alert" className="field-error">
            {exportError}
          </span>
        )}
      </div>
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
        emptyText={
          searched
            ? msg('list.noRowMatches', { search: raw(model.view.search.trim()) })
            : emptyListText(filtered)
        }
      />
      {children}
    </DataPanel>
  );
}

import './customerList.css';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CustomerFilter } from '../../api/customers';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataPanel } from '../../components/DataPanel';
import type { Column } from '../../components/DataTable';
import { DateFilter } from '../../components/DateFilter';
import { IconButton } from '../../components/IconButton';
import { PagedTable } from '../../components/PagedTable';
import { SelectFilter } from '../../components/SelectFilter';
import { SuccessDialog } from '../../components/SuccessDialog';
import { formatUtc, fromRequestDate, toRequestDate } from '../../lib/dates';
import { saveBlob } from '../../lib/saveFile';
import { exportFileName, XLSX_TYPE } from '../../lists/exportRows';
import { FilterChips } from '../../lists/FilterChips';
import { activeFilters, toFilterRequest, type FilterDecl, type FilterValues } from '../../lists/filters';
import { applyOnEnter } from '../../lists/ListScreen';
import { ExportButton, QuickSearch, useExportRunner } from '../../lists/listToolbar';
import { nextSort, viewFromQuery, viewToQuery } from '../../lists/view';
import { CustomerEditDialog } from './CustomerEditDialog';
import { exportCustomerList, prepareCustomerListWorker } from './customerListClient';
import { CUSTOMER_EXPORT_LIMIT, CUSTOMER_SORTABLE } from './customerListLens';
import {
  CUSTOMER_SELECT_FILTERS,
  EMPTY_CUSTOMER_FILTERS,
  type CustomerFilterValues,
  type CustomerRow,
} from './customerModel';
import { customersSaga } from './customersSaga';
import {
  deleteAsked,
  deleteCancelled,
  deleteRequested,
  editOpened,
  filtersToggled,
  lensChanged,
  listReloadRequested,
  listRequested,
  pageChanged,
  selectCustomerList,
  selectCustomerOptions,
  selectCustomerPage,
  selectDeleteState,
  selectFiltersOpen,
  selectSuccessMessage,
  successDismissed,
  viewRequested,
} from './customersSlice';

// The worker boots while the screen renders, not when the first load asks for it.
prepareCustomerListWorker();

/**
 * The customer filters declared as data (the list kit's FilterDecl): the property the filter call takes
 * (also the URL key) and the label; the drop-downs' options come from the list's worker.
 */
export const CUSTOMER_FILTERS: readonly FilterDecl<CustomerRow>[] = [
  ...CUSTOMER_SELECT_FILTERS.map(({ property, label }) => ({
    field: property,
    label,
    kind: 'select' as const,
  })),
  { field: 'updated_at', label: 'Last Update', kind: 'date' },
];

function toFilterValues(form: CustomerFilterValues): FilterValues {
  const values: FilterValues = { updated_at: toRequestDate(form.lastUpdate) || null };
  for (const { field, property } of CUSTOMER_SELECT_FILTERS) values[property] = form[field];
  return values;
}

function toForm(values: FilterValues): CustomerFilterValues {
  const form = { ...EMPTY_CUSTOMER_FILTERS, lastUpdate: fromRequestDate(values.updated_at) };
  for (const { field, property } of CUSTOMER_SELECT_FILTERS) form[field] = values[property] ?? null;
  return form;
}

/** "Loading customers… 120,000" in place of the footer while the list streams in. */
function LoadingCount() {
  const loaded = useAppSelector((state) => selectCustomerList(state).loaded);
  return (
    <div className="table-footer" role="status">
      <span>Loading customers… {loaded.toLocaleString('en-US')}</span>
    </div>
  );
}

/** Customer list (spec part 1 section 2): "Customer Data" with filters, 5 rows a page, view/edit/delete. */
export default function CustomerListPage() {
  useFeatureSaga('customers', customersSaga);
  const dispatch = useAppDispatch();
  // Field by field: the count read so far changes several times a second while loading, and only
  // LoadingCount shows it (the page itself does not re-render for it).
  const status = useAppSelector((state) => selectCustomerList(state).status);
  const complete = useAppSelector((state) => selectCustomerList(state).complete);
  const hasRows = useAppSelector((state) => selectCustomerList(state).rows.length > 0);
  const error = useAppSelector((state) => selectCustomerList(state).error);
  const page = useAppSelector(selectCustomerPage);
  const options = useAppSelector(selectCustomerOptions);
  const filtersOpen = useAppSelector(selectFiltersOpen);
  const deleting = useAppSelector(selectDeleteState);
  const success = useAppSelector(selectSuccessMessage);
  const [filters, setFilters] = useState<CustomerFilterValues>(EMPTY_CUSTOMER_FILTERS);

  // The view lives in the URL (the list kit's query: filters by property, page): a reload, the back button
  // and a pasted link restore it. The rows themselves stay in the list's worker.
  const [query, setQuery] = useSearchParams();
  const view = useMemo(() => viewFromQuery(CUSTOMER_FILTERS, query, CUSTOMER_SORTABLE), [query]);
  const chips = activeFilters(CUSTOMER_FILTERS, view.filters);
  const filtersKey = JSON.stringify(chips);
  // The filter form follows the URL's filters (adjusted while rendering, not in an effect).
  const [formFor, setFormFor] = useState<string | null>(null);
  if (formFor !== filtersKey) {
    setFormFor(filtersKey);
    setFilters(toForm(view.filters));
  }
  const load = useEffectEvent(() => {
    const { filters: values, page: wanted, sort, search } = view;
    const request = toFilterRequest(CUSTOMER_FILTERS, values);
    dispatch(
      listRequested({
        filters: request.length ? (request as CustomerFilter[]) : null,
        page: wanted,
        lens: { sort, search },
      }),
    );
  });
  useEffect(() => {
    load();
  }, [filtersKey]);
  // Sort or quick search changed (a header click, typing, back button): the worker orders the list again.
  const lensKey = JSON.stringify([view.sort, view.search]);
  const lastLens = useRef({ key: lensKey, search: view.search });
  const relens = useEffectEvent(() => {
    const last = lastLens.current;
    if (last.key === lensKey) return;
    const { sort, search, page: wanted } = view;
    dispatch(lensChanged({ settings: { sort, search }, page: wanted, debounce: search !== last.search }));
    lastLens.current = { key: lensKey, search };
  });
  useEffect(() => {
    relens();
  }, [lensKey]);
  // Back or forward to another page of the same filters: ask the worker for it.
  useEffect(() => {
    if (complete && status === 'succeeded' && view.page !== page.page) dispatch(pageChanged(view.page));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the URL's page asks
  }, [dispatch, view.page]);

  const show = (values: FilterValues) => {
    const next = viewToQuery(CUSTOMER_FILTERS, { ...view, filters: values, page: 1 });
    if (JSON.stringify(activeFilters(CUSTOMER_FILTERS, values)) === filtersKey) {
      // The same filters again: Apply still loads the list afresh.
      const request = toFilterRequest(CUSTOMER_FILTERS, values);
      dispatch(
        listRequested({
          filters: request.length ? (request as CustomerFilter[]) : null,
          lens: { sort: view.sort, search: view.search },
        }),
      );
    }
    setQuery(next);
  };
  const apply = () => show(toFilterValues(filters));
  const clear = () => {
    setFilters(EMPTY_CUSTOMER_FILTERS);
    show({});
  };
  const goToPage = (next: number) => {
    setQuery(viewToQuery(CUSTOMER_FILTERS, { ...view, page: next }));
    dispatch(pageChanged(next));
  };
  const closeSuccess = useCallback(() => dispatch(successDismissed()), [dispatch]);
  const toggleSort = (column: string) =>
    setQuery(viewToQuery(CUSTOMER_FILTERS, { ...view, sort: nextSort(view.sort, column), page: 1 }));
  const setSearch = (search: string) =>
    setQuery(viewToQuery(CUSTOMER_FILTERS, { ...view, search, page: 1 }), { replace: true });

  // Sort, search and export work on the list as loaded whole: while it streams in they wait (a sort or
  // search already in the URL is applied as soon as the list is complete).
  const ready = complete && (status === 'succeeded' || status === 'pending');
  const searched = view.search.trim() !== '';
  const lensOn = searched || view.sort !== null;
  const tooBig = page.total > CUSTOMER_EXPORT_LIMIT;
  const { exporting, exportError, runExport } = useExportRunner(
    async () => {
      const { bytes } = await exportCustomerList('Customer Data');
      saveBlob(new Blob([bytes], { type: XLSX_TYPE }), exportFileName('Customer Data', new Date()));
    },
    // The worker says what went wrong (e.g. a result over the limit).
    (failure) => (failure instanceof Error ? failure.message : 'The export failed. Try again.'),
  );

  const columns: Column<CustomerRow>[] = [
    // The values are what the worker sorts, searches and exports (customerListLens.ts); the rows on screen
    // come from it already in order.
    { header: 'Name', value: (row) => row.name },
    { header: 'Contact', value: (row) => row.contact },
    { header: 'Service type', value: (row) => row.serviceType },
    { header: 'Service Order', value: (row) => row.serviceOrder },
    { header: 'Product Code', value: (row) => row.productCode },
    { header: 'Cust Location', value: (row) => row.location },
    { header: 'Last Update', value: (row) => formatUtc(row.lastUpdate), className: 'nowrap' },
    {
      header: 'Action',
      cell: (row) => (
        <div className="row-actions">
          <IconButton
            icon="pi pi-eye"
            label="View"
            title="View"
            onClick={() => dispatch(viewRequested(row.id))}
          />
          <IconButton
            icon="pi pi-pencil"
            label="Edit"
            title="Edit"
            onClick={() => dispatch(editOpened(row.id))}
          />
          <IconButton
            icon="pi pi-trash"
            label="Delete"
            title="Delete"
            tone="danger"
            onClick={() => dispatch(deleteAsked(row.id))}
          />
        </div>
      ),
    },
  ];

  const optionsLoading = options === null && status === 'pending';

  return (
    <>
      <DataPanel
        title="Customer Data"
        actions={
          <ExportButton
            exporting={exporting}
            disabled={!ready || tooBig}
            onExport={runExport}
            title={
              tooBig
                ? `Export holds at most ${CUSTOMER_EXPORT_LIMIT.toLocaleString('en-US')} rows: narrow the list first`
                : 'Export the rows shown (filtered, searched and sorted) to an .xlsx file'
            }
          />
        }
        filtersOpen={filtersOpen}
        onToggleFilters={() => dispatch(filtersToggled())}
        onApply={apply}
        onClear={clear}
        filters={
          <div className="filter-fields" onKeyDownCapture={applyOnEnter(apply)}>
            {CUSTOMER_SELECT_FILTERS.map(({ field, label }) => (
              <SelectFilter
                key={field}
                id={`customer-filter-${field}`}
                label={label}
                options={options?.[field] ?? []}
                loading={optionsLoading}
                value={filters[field]}
                onChange={(value) => setFilters((current) => ({ ...current, [field]: value }))}
              />
            ))}
            <DateFilter
              id="customer-filter-last-update"
              label="Last Update"
              value={filters.lastUpdate}
              onChange={(value) => setFilters((current) => ({ ...current, lastUpdate: value }))}
            />
          </div>
        }
      >
        <div className="list-toolbar">
          <QuickSearch
            value={view.search}
            onChange={setSearch}
            disabled={!ready}
            describedBy={ready ? undefined : 'customer-lens-wait'}
          />
          {!filtersOpen && chips.length > 0 && (
            <FilterChips
              chips={chips}
              onRemove={(field) => show({ ...view.filters, [field]: null })}
              onClearAll={clear}
            />
          )}
          {!ready && status === 'pending' && (
            <span id="customer-lens-wait" className="list-hint">
              Sorting, search and export are available once the list has loaded.
            </span>
          )}
          {ready && tooBig && (
            <span className="list-hint">
              Export holds at most {CUSTOMER_EXPORT_LIMIT.toLocaleString('en-US')} rows: narrow the list with
              filters or the search to export it.
            </span>
          )}
          {exporting && page.total > 20_000 && (
            <span className="list-hint" role="status">
              Building the spreadsheet of {page.total.toLocaleString('en-US')} rows…
            </span>
          )}
          {exportError && (
            <span role="alert" className="field-error">
              {exportError}
            </span>
          )}
        </div>
        <PagedTable
          label="Customer Data"
          columns={columns}
          page={page}
          rowKey={(row) => row.id}
          loading={status === 'pending' || status === 'idle'}
          error={status === 'failed' ? error : null}
          onRetry={() => dispatch(listReloadRequested())}
          onPage={goToPage}
          hidePager={!complete || status === 'failed'}
          sort={view.sort}
          onSort={ready ? toggleSort : undefined}
          emptyText={searched ? `No loaded row matches "${view.search.trim()}".` : undefined}
        />
        {status === 'pending' && (hasRows || lensOn) && <LoadingCount />}
      </DataPanel>
      <CustomerEditDialog />
      <ConfirmDialog
        visible={deleting.id !== null}
        header="Delete Data"
        message="Are you sure you want to delete this customer? This cannot be undone."
        busy={deleting.busy}
        onCancel={() => dispatch(deleteCancelled())}
        onConfirm={() => dispatch(deleteRequested())}
      />
      <SuccessDialog message={success} onClose={closeSuccess} />
    </>
  );
}

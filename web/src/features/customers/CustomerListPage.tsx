import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataPanel } from '../../components/DataPanel';
import type { Column } from '../../components/DataTable';
import { DateFilter } from '../../components/DateFilter';
import { IconButton } from '../../components/IconButton';
import { PagedTable } from '../../components/PagedTable';
import { SelectFilter } from '../../components/SelectFilter';
import { SuccessDialog } from '../../components/SuccessDialog';
import { formatUtc } from '../../lib/dates';
import { CustomerEditDialog } from './CustomerEditDialog';
import { prepareCustomerListWorker } from './customerListClient';
import {
  CUSTOMER_SELECT_FILTERS,
  EMPTY_CUSTOMER_FILTERS,
  buildCustomerFilterRequest,
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

  useEffect(() => {
    dispatch(listRequested({ filters: null }));
  }, [dispatch]);

  const apply = () => {
    const request = buildCustomerFilterRequest(filters);
    dispatch(listRequested({ filters: request.length ? request : null }));
  };
  const clear = () => {
    setFilters(EMPTY_CUSTOMER_FILTERS);
    dispatch(listRequested({ filters: null }));
  };
  const closeSuccess = useCallback(() => dispatch(successDismissed()), [dispatch]);

  const columns: Column<CustomerRow>[] = [
    { header: 'Name', cell: (row) => row.name },
    { header: 'Contact', cell: (row) => row.contact },
    { header: 'Service type', cell: (row) => row.serviceType },
    { header: 'Service Order', cell: (row) => row.serviceOrder },
    { header: 'Product Code', cell: (row) => row.productCode },
    { header: 'Cust Location', cell: (row) => row.location },
    { header: 'Last Update', cell: (row) => formatUtc(row.lastUpdate), className: 'nowrap' },
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
        filtersOpen={filtersOpen}
        onToggleFilters={() => dispatch(filtersToggled())}
        onApply={apply}
        onClear={clear}
        filters={
          <>
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
          </>
        }
      >
        <PagedTable
          label="Customer Data"
          columns={columns}
          page={page}
          rowKey={(row) => row.id}
          loading={status === 'pending' || status === 'idle'}
          error={status === 'failed' ? error : null}
          onRetry={() => dispatch(listReloadRequested())}
          onPage={(next) => dispatch(pageChanged(next))}
          hidePager={!complete || status === 'failed'}
        />
        {status === 'pending' && hasRows && <LoadingCount />}
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

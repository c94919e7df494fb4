import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { COLUMN_WIDTHS, type Column } from '../../components/DataTable';
import { IconButton } from '../../components/IconButton';
import { SuccessDialog } from '../../components/SuccessDialog';
import { formatUtc } from '../../lib/dates';
import { PAGE_SIZE, pageCount, type PageSlice } from '../../lib/pagination';
import { saveBlob } from '../../lib/saveFile';
import { exportFileName, XLSX_TYPE } from '../../lists/exportRows';
import { ListScreen, type ListExport } from '../../lists/ListScreen';
import { listFacts, useListView, type ListScreenModel } from '../../lists/useListScreen';
import { CustomerEditDialog } from './CustomerEditDialog';
import { customerList } from './customerList';
import { exportCustomerList, prepareCustomerListWorker } from './customerListClient';
import { CUSTOMER_EXPORT_LIMIT, CUSTOMER_SORTABLE } from './customerListLens';
import type { CustomerRow } from './customerModel';
import { customersSaga } from './customersSaga';
import {
  deleteAsked,
  deleteCancelled,
  deleteRequested,
  editOpened,
  selectCustomerRows,
  selectDeleteState,
  selectSuccessMessage,
  successDismissed,
  viewRequested,
} from './customersSlice';

// The worker boots while the screen renders, not when the first load asks for it.
prepareCustomerListWorker();

const TITLE = customerList.config.title;
export const LENS_WAIT = 'Sorting, search and export are available once the list has loaded.';

/** The spec's columns but Action; their values are what the worker sorts, searches and exports (customerListLens.ts). */
const VALUE_COLUMNS: readonly Column<CustomerRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Contact', width: COLUMN_WIDTHS.code, value: (row) => row.contact, className: 'nowrap' },
  { header: 'Service type', width: 'min(7rem, 12vw)', value: (row) => row.serviceType },
  {
    header: 'Service Order',
    width: COLUMN_WIDTHS.code,
    value: (row) => row.serviceOrder,
    className: 'nowrap',
  },
  { header: 'Product Code', width: COLUMN_WIDTHS.code, value: (row) => row.productCode },
  { header: 'Cust Location', width: 'min(8rem, 13vw)', value: (row) => row.location },
  {
    header: 'Last Update',
    width: COLUMN_WIDTHS.timestamp,
    value: (row) => formatUtc(row.lastUpdate),
    className: 'nowrap',
  },
];

/**
 * The customer list's model for ListScreen: the kit's view layer (useListView: the URL, apply, Clear All,
 * chips, sort, search, and the drop-downs' options, which the list's worker builds), with the page and its
 * figures from the worker (its row source).
 * Sort, search and export work on the list as loaded whole: while it streams in they wait.
 */
function useCustomerListScreen() {
  const dispatch = useAppDispatch();
  const columns = useMemo(
    (): Column<CustomerRow>[] => [
      ...VALUE_COLUMNS,
      {
        header: 'Action',
        actions: 3,
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
    ],
    [dispatch],
  );
  const { list, model: shared } = useListView({
    kit: customerList,
    sortable: CUSTOMER_SORTABLE,
  });
  const paging = list.paging ?? { page: 1, total: 0, loaded: 0, complete: false };
  const page = useMemo((): PageSlice<CustomerRow> => {
    const total = Math.max(paging.total, list.rows.length);
    const start = (paging.page - 1) * PAGE_SIZE;
    return {
      rows: list.rows,
      from: list.rows.length ? start + 1 : 0,
      to: list.rows.length ? start + list.rows.length : 0,
      total,
      page: paging.page,
      pageCount: pageCount(total, PAGE_SIZE),
    };
  }, [list.rows, paging.page, paging.total]);
  const model: ListScreenModel<CustomerRow> = {
    ...listFacts(customerList, columns),
    ...shared,
    page,
    rows: null,
  };
  const ready = paging.complete && (list.status === 'succeeded' || list.status === 'pending');
  return { model, paging, ready, status: list.status, streaming: list.rows.length > 0 };
}

/** "Loading customers… 120,000" in place of the footer while the list streams in. */
function LoadingCount({ loaded }: { loaded: number }) {
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
  const deleting = useAppSelector(selectDeleteState);
  const rows = useAppSelector(selectCustomerRows);
  const success = useAppSelector(selectSuccessMessage);
  const { model, paging, ready, status, streaming } = useCustomerListScreen();
  const closeSuccess = useCallback(() => dispatch(successDismissed()), [dispatch]);

  const tooBig = ready && paging.total > CUSTOMER_EXPORT_LIMIT;
  const limit = CUSTOMER_EXPORT_LIMIT.toLocaleString('en-US');
  const exporter: ListExport = {
    run: async () => {
      const { bytes } = await exportCustomerList(TITLE);
      saveBlob(new Blob([bytes], { type: XLSX_TYPE }), exportFileName(TITLE, new Date()));
    },
    disabled: tooBig,
    busyText:
      paging.total > 20_000
        ? `Building the spreadsheet of ${paging.total.toLocaleString('en-US')} rows…`
        : undefined,
    title: tooBig
      ? `Export holds at most ${limit} rows: narrow the list first`
      : 'Export the rows shown (filtered, searched and sorted) to an .xlsx file',
  };

  const target = rows.find((row) => row.id === deleting.id);
  const lensOn = model.view.search.trim() !== '' || model.view.sort !== null;

  return (
    <>
      <ListScreen
        model={model}
        hidePager={!paging.complete || status === 'failed'}
        exporter={exporter}
        lensWait={ready ? null : status === 'pending' || status === 'idle' ? LENS_WAIT : ''}
        hints={
          <>
            {tooBig && (
              <span className="list-hint">
                Export holds at most {limit} rows: narrow the list with filters or the search to export it.
              </span>
            )}
          </>
        }
      >
        {status === 'pending' && (streaming || lensOn) && <LoadingCount loaded={paging.loaded} />}
      </ListScreen>
      <CustomerEditDialog />
      <ConfirmDialog
        visible={deleting.id !== null}
        header="Delete Data"
        message={deleteMessage(target)}
        busy={deleting.busy}
        onCancel={() => dispatch(deleteCancelled())}
        onConfirm={() => dispatch(deleteRequested())}
      />
      <SuccessDialog message={success} onClose={closeSuccess} />
    </>
  );
}

/** The delete confirmation names what it deletes: the customer's name and service order. */
export function deleteMessage(row: CustomerRow | undefined): string {
  if (!row) return 'Are you sure you want to delete this customer? This cannot be undone.';
  const name = row.name.trim() || 'this customer';
  const order = row.serviceOrder.trim();
  return `Are you sure you want to delete ${name}${order ? ` (service order ${order})` : ''}? This cannot be undone.`;
}

import { MODULES } from '@crm/domain';
import { Button } from 'primereact/button';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Column } from '../../components/column';
import { RowActions } from '../../components/RowActions';
import { SuccessDialog } from '../../components/SuccessDialog';
import { formatUtc } from '../../lib/dates';
import {
  msg,
  rawWords,
  t,
  useT,
  useTranslate,
  type MessageId,
  type Text,
  type TextValue,
} from '../../i18n/i18n';
import { PAGE_SIZE, pageCount, type PageSlice } from '../../lib/pagination';
import { saveBlob } from '../../components/saveFile';
import { exportFileName, XLSX_TYPE } from '../../lists/exportRows';
import { ListPage, type ListExport } from '../../lists/ListPage';
import { listFacts, useAddressFollowsPage, useListView, type ListPageModel } from '../../lists/useListPage';
import { selectUser } from '../../session/sessionSlice';
import { CustomerEditDialog } from './CustomerEditDialog';
import { customerList } from './customerList';
import { exportCustomerList, prepareCustomerListWorker } from './customerListClient';
import { CUSTOMER_EXPORT_LIMIT, CUSTOMER_LIST_COLUMNS, CUSTOMER_SORTABLE } from './customerListLens';
import type { CustomerRow } from './customerRules';
import { customersSaga } from './customersSaga';
import {
  createOpened,
  deleteAsked,
  deleteCancelled,
  deleteRequested,
  editOpened,
  selectCustomerRows,
  selectCreate,
  selectDeleteState,
  selectSuccessMessage,
  successDismissed,
  viewRequested,
} from './customersSlice';
import { Timestamp } from '../../components/Timestamp';

// The create dialog (and SheetJS, which it writes its upload with) loads as it first opens.
const CustomerCreateDialog = lazy(() => import('./CustomerCreateDialog'));

// The worker boots while the screen renders, not when the first load asks for it.
prepareCustomerListWorker();

const TITLE = customerList.config.title;
export const LENS_WAIT: MessageId = 'customers.lensWait';

/** In CUSTOMER_LIST_COLUMNS' order: the export's. */
function columnHeaders(): string[] {
  return CUSTOMER_LIST_COLUMNS.map(({ label }) => t(label));
}

/** The spec's columns but Action; their values are what the worker sorts, searches and exports (same order). */
function valueColumns(): Column<CustomerRow>[] {
  return CUSTOMER_LIST_COLUMNS.map(({ label, column }) =>
    column === 'lastUpdate'
      ? {
          header: label,
          value: (row) => formatUtc(row.lastUpdate),
          cell: (row) => <Timestamp value={row.lastUpdate} />,
        }
      : { header: label, value: (row) => row[column] },
  );
}

/** The kit's view layer with page and figures from the worker; sort, search and export wait while it streams in. */
function useCustomerListPage() {
  const dispatch = useAppDispatch();
  const columns = useMemo(
    (): Column<CustomerRow>[] => [
      ...valueColumns(),
      {
        header: 'customers.column.action',
        cell: (row) => (
          <RowActions
            onView={() => dispatch(viewRequested(row.id))}
            onEdit={() => dispatch(editOpened(row.id))}
            onDelete={() => dispatch(deleteAsked(row.id))}
          />
        ),
      },
    ],
    [dispatch],
  );
  const {
    list,
    model: shared,
    current,
  } = useListView({
    kit: customerList,
    sortable: CUSTOMER_SORTABLE,
  });
  const paging = list.paging ?? { page: 1, total: 0, loaded: 0, complete: false, answers: null };
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
  // The worker shows the last page for one beyond it; the address follows once the page answers its view.
  const { page: asked, sort, search } = shared.view;
  const { answers } = paging;
  const answered =
    current &&
    paging.complete &&
    answers !== null &&
    answers.page === asked &&
    answers.search === search &&
    answers.sort?.column === sort?.column &&
    answers.sort?.direction === sort?.direction;
  useAddressFollowsPage(asked, answered ? paging.page : null, shared.setPage);
  const model: ListPageModel<CustomerRow> = {
    ...listFacts(customerList, columns),
    ...shared,
    page,
    rows: null,
  };
  const ready = paging.complete && (list.status === 'succeeded' || list.status === 'pending');
  return { model, paging, ready, status: list.status, streaming: list.rows.length > 0 };
}

function LoadingCount({ loaded }: { loaded: number }) {
  const t = useT();
  return (
    <div className="table-footer" role="status">
      <span>{t('customers.loadingCount', { loaded })}</span>
    </div>
  );
}

/** Spec part 1 section 2. */
export default function CustomerListPage() {
  useFeatureSaga('customers', customersSaga);
  const dispatch = useAppDispatch();
  const t = useT();
  const translate = useTranslate();
  const deleting = useAppSelector(selectDeleteState);
  const rows = useAppSelector(selectCustomerRows);
  const success = useAppSelector(selectSuccessMessage);
  const { model, paging, ready, status, streaming } = useCustomerListPage();
  const closeSuccess = useCallback(() => dispatch(successDismissed()), [dispatch]);
  // A new customer is imported as a one-row upload: offered to those who may upload customers.
  const canCreate = useAppSelector(selectUser)?.modules.includes(MODULES.customerUpload) ?? false;
  const creating = useAppSelector(selectCreate).step !== 'closed';

  const tooBig = ready && paging.total > CUSTOMER_EXPORT_LIMIT;
  const limit = CUSTOMER_EXPORT_LIMIT;
  const exporter: ListExport = {
    run: async () => {
      // The worker has no catalogue: the title and headers go with the request, in the language of the moment.
      const title = t(TITLE);
      const { bytes } = await exportCustomerList(title, columnHeaders());
      saveBlob(new Blob([bytes], { type: XLSX_TYPE }), exportFileName(title, new Date()));
    },
    disabled: tooBig,
    busyText: paging.total > 20_000 ? t('customers.export.busy', { rows: paging.total }) : undefined,
    title: tooBig ? t('customers.export.tooBigTitle', { limit }) : t('customers.export.title'),
  };

  const target = rows.find((row) => row.id === deleting.id);
  const lensOn = model.view.search.trim() !== '' || model.view.sort !== null;

  return (
    <>
      <ListPage
        model={model}
        hidePager={!paging.complete || status === 'failed'}
        exporter={exporter}
        actions={
          canCreate && (
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('customers.create.title')}
              onClick={() => dispatch(createOpened())}
            />
          )
        }
        lensWait={ready ? null : status === 'pending' || status === 'idle' ? t(LENS_WAIT) : rawWords('')}
        hints={
          <>{tooBig && <span className="list-hint">{t('customers.export.tooBigHint', { limit })}</span>}</>
        }
      >
        {status === 'pending' && (streaming || lensOn) && <LoadingCount loaded={paging.loaded} />}
      </ListPage>
      <CustomerEditDialog />
      {creating && (
        <Suspense fallback={null}>
          <CustomerCreateDialog />
        </Suspense>
      )}
      <ConfirmDialog
        visible={deleting.id !== null}
        header={t('customers.delete.header')}
        message={translate(deleteMessage(target))}
        busy={deleting.busy}
        onCancel={() => dispatch(deleteCancelled())}
        onConfirm={() => dispatch(deleteRequested())}
      />
      <SuccessDialog message={success} onClose={closeSuccess} />
    </>
  );
}

export function deleteMessage(row: CustomerRow | undefined): Text {
  if (!row) return 'customers.delete.confirmAny';
  const name: TextValue = row.name.trim() || msg('customers.delete.thisCustomer');
  const order = row.serviceOrder.trim();
  return order
    ? msg('customers.delete.confirmWithOrder', { name, order })
    : msg('customers.delete.confirm', { name });
}

import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataPanel } from '../../components/DataPanel';
import type { Column } from '../../components/DataTable';
import { PagedTable } from '../../components/PagedTable';
import { IconButton } from '../../components/IconButton';
import { RecordEditDialog, useEditForm } from '../../components/RecordEditDialog';
import { SelectFilter } from '../../components/SelectFilter';
import { SuccessDialog } from '../../components/SuccessDialog';
import {
  EMPTY_PRODUCT_LINE_FILTERS,
  PRODUCT_LINE_FILTERS,
  buildProductLineFilterRequest,
  validateProductLineEdit,
  type ProductLineEditValues,
  type ProductLineFilterValues,
  type ProductLineRow,
} from './productLineModel';
import { productLinesSaga } from './productLinesSaga';
import {
  deleteAsked,
  deleteCancelled,
  deleteRequested,
  editClosed,
  editOpened,
  filtersToggled,
  listReloadRequested,
  listRequested,
  pageChanged,
  selectProductLineDeleting,
  selectProductLineEditing,
  selectProductLineFiltersOpen,
  selectProductLineOptions,
  selectProductLinePage,
  selectProductLineSuccess,
  selectProductLinesError,
  selectProductLinesStatus,
  successDismissed,
  updateRequested,
} from './productLinesSlice';

function ProductLineEditForm({ row, saving }: { row: ProductLineRow; saving: boolean }) {
  const dispatch = useAppDispatch();
  const { values, error, change, save } = useEditForm<ProductLineEditValues>(
    { code: row.code, value: row.value, modelCode: row.modelCode, modelDescription: row.modelDescription },
    validateProductLineEdit,
    (edited) => dispatch(updateRequested({ id: row.id, values: edited })),
  );
  return (
    <RecordEditDialog
      visible
      header="Edit Product Line"
      busy={saving}
      error={error}
      fields={[
        { name: 'code', label: 'Code', value: values.code, required: true },
        { name: 'value', label: 'Value', value: values.value },
        { name: 'modelCode', label: 'Model Code', value: values.modelCode, required: true },
        {
          name: 'modelDescription',
          label: 'Model Description',
          value: values.modelDescription,
          required: true,
        },
      ]}
      onChange={change}
      onSave={save}
      onCancel={() => dispatch(editClosed())}
    />
  );
}

/** Product line list (spec part 1 section 2): "Product Line Data", filters, 5 a page, edit and delete. */
export default function ProductLineListPage() {
  useFeatureSaga('productLines', productLinesSaga);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectProductLinesStatus);
  const error = useAppSelector(selectProductLinesError);
  const page = useAppSelector(selectProductLinePage);
  const options = useAppSelector(selectProductLineOptions);
  const filtersOpen = useAppSelector(selectProductLineFiltersOpen);
  const editing = useAppSelector(selectProductLineEditing);
  const deleting = useAppSelector(selectProductLineDeleting);
  const success = useAppSelector(selectProductLineSuccess);
  const [filters, setFilters] = useState<ProductLineFilterValues>(EMPTY_PRODUCT_LINE_FILTERS);

  useEffect(() => {
    dispatch(listRequested({ filters: null }));
  }, [dispatch]);

  const apply = () => {
    const request = buildProductLineFilterRequest(filters);
    dispatch(listRequested({ filters: request.length ? request : null }));
  };
  const clear = () => {
    setFilters(EMPTY_PRODUCT_LINE_FILTERS);
    dispatch(listRequested({ filters: null }));
  };
  const closeSuccess = useCallback(() => dispatch(successDismissed()), [dispatch]);

  const columns: Column<ProductLineRow>[] = [
    { header: 'Code', cell: (row) => row.code },
    { header: 'Value', cell: (row) => row.value },
    { header: 'Model Code', cell: (row) => row.modelCode },
    { header: 'Model Description', cell: (row) => row.modelDescription },
    {
      header: 'Action',
      cell: (row) => (
        <div className="row-actions">
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

  return (
    <>
      <DataPanel
        title="Product Line Data"
        filtersOpen={filtersOpen}
        onToggleFilters={() => dispatch(filtersToggled())}
        onApply={apply}
        onClear={clear}
        filters={PRODUCT_LINE_FILTERS.map(({ field, label }) => (
          <SelectFilter
            key={field}
            id={`product-line-filter-${field}`}
            label={label}
            options={options?.[field] ?? []}
            loading={options === null && status === 'pending'}
            value={filters[field]}
            onChange={(value) => setFilters((current) => ({ ...current, [field]: value }))}
          />
        ))}
      >
        <PagedTable
          label="Product Line Data"
          columns={columns}
          page={page}
          rowKey={(row) => row.id}
          loading={status === 'pending' || status === 'idle'}
          error={status === 'failed' ? error : null}
          onRetry={() => dispatch(listReloadRequested())}
          onPage={(next) => dispatch(pageChanged(next))}
        />
      </DataPanel>
      {editing.row && <ProductLineEditForm key={editing.row.id} row={editing.row} saving={editing.saving} />}
      <ConfirmDialog
        visible={deleting.id !== null}
        header="Delete Data"
        message="Are you sure you want to delete this product line? This cannot be undone."
        busy={deleting.busy}
        onCancel={() => dispatch(deleteCancelled())}
        onConfirm={() => dispatch(deleteRequested())}
      />
      <SuccessDialog message={success} onClose={closeSuccess} />
    </>
  );
}

import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { COLUMN_WIDTHS, type Column } from '../../components/DataTable';
import { IconButton } from '../../components/IconButton';
import { RecordEditDialog, useEditForm } from '../../components/RecordEditDialog';
import { SuccessDialog } from '../../components/SuccessDialog';
import { ListScreen } from '../../lists/ListScreen';
import { useListScreen } from '../../lists/useListScreen';
import { validateProductLineEdit, type ProductLineEditValues, type ProductLineRow } from './productLineModel';
import { productLineList } from './productLineList';
import { productLinesSaga } from './productLinesSaga';
import {
  deleteAsked,
  deleteCancelled,
  deleteRequested,
  editClosed,
  editOpened,
  selectProductLineDeleting,
  selectProductLineEditing,
  selectProductLineRows,
  selectProductLineSuccess,
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

/**
 * The table's columns (spec part 1 section 2): Code, Value, Model Code, Model Description, Action. One list for
 * the table, sorting, the quick search and the export (Action has no plain value: shown, never exported).
 */
function productLineColumns(edit: (id: string) => void, remove: (id: string) => void) {
  const columns: Column<ProductLineRow>[] = [
    { header: 'Code', width: 'min(7rem, 14vw)', value: (row) => row.code },
    { header: 'Value', value: (row) => row.value },
    { header: 'Model Code', width: COLUMN_WIDTHS.code, value: (row) => row.modelCode },
    { header: 'Model Description', value: (row) => row.modelDescription },
    {
      header: 'Action',
      actions: 2,
      cell: (row) => (
        <div className="row-actions">
          <IconButton icon="pi pi-pencil" label="Edit" title="Edit" onClick={() => edit(row.id)} />
          <IconButton
            icon="pi pi-trash"
            label="Delete"
            title="Delete"
            tone="danger"
            onClick={() => remove(row.id)}
          />
        </div>
      ),
    },
  ];
  return columns;
}

/** Product line list (spec part 1 section 2): "Product Line Data", filters, 5 a page, edit and delete. */
export default function ProductLineListPage() {
  useFeatureSaga('productLines', productLinesSaga);
  const dispatch = useAppDispatch();
  const editing = useAppSelector(selectProductLineEditing);
  const deleting = useAppSelector(selectProductLineDeleting);
  const success = useAppSelector(selectProductLineSuccess);
  const rows = useAppSelector(selectProductLineRows);
  const target = rows.find((row) => row.id === deleting.id);
  const closeSuccess = useCallback(() => dispatch(successDismissed()), [dispatch]);

  const columns = useMemo(
    () =>
      productLineColumns(
        (id) => dispatch(editOpened(id)),
        (id) => dispatch(deleteAsked(id)),
      ),
    [dispatch],
  );
  const model = useListScreen({ kit: productLineList, columns });

  return (
    <>
      <ListScreen model={model} />
      {editing.row && <ProductLineEditForm key={editing.row.id} row={editing.row} saving={editing.saving} />}
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

/** The delete confirmation names what it deletes: the product line's code. */
export function deleteMessage(row: ProductLineRow | undefined): string {
  const code = row?.code.trim();
  return code
    ? `Are you sure you want to delete the product line ${code}? This cannot be undone.`
    : 'Are you sure you want to delete this product line? This cannot be undone.';
}

import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Column } from '../../components/column';
import { RowActions } from '../../components/RowActions';
import { RecordEditDialog, useEditForm } from '../../components/RecordEditDialog';
import { SuccessDialog } from '../../components/SuccessDialog';
import { ListPage } from '../../lists/ListPage';
import { msg, useT, useTranslate, type Text } from '../../i18n/i18n';
import { useListPage } from '../../lists/useListPage';
import { validateProductLineEdit, type ProductLineEditValues, type ProductLineRow } from './productLineRules';
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
  const t = useT();
  const { values, error, change, save } = useEditForm<ProductLineEditValues>(
    { code: row.code, value: row.value, modelCode: row.modelCode, modelDescription: row.modelDescription },
    // The form keeps the rule's Text, worded at render: a language switch re-words it.
    validateProductLineEdit,
    (edited) => dispatch(updateRequested({ id: row.id, values: edited })),
  );
  return (
    <RecordEditDialog
      visible
      header={t('productLines.edit.header')}
      busy={saving}
      error={error}
      fields={[
        { name: 'code', label: 'productLines.column.code', value: values.code, required: true },
        { name: 'value', label: 'productLines.column.value', value: values.value },
        {
          name: 'modelCode',
          label: 'productLines.column.modelCode',
          value: values.modelCode,
          required: true,
        },
        {
          name: 'modelDescription',
          label: 'productLines.column.modelDescription',
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
 * The table's columns (spec part 1 section 2): Code, Value, Model Code, Model Description, Action, headed in the
 * user's language. One list for the table, sorting, the quick search and the export (Action has no plain value:
 * shown, never exported).
 */
function productLineColumns(edit: (id: string) => void, remove: (id: string) => void) {
  const columns: Column<ProductLineRow>[] = [
    { header: 'productLines.column.code', value: (row) => row.code },
    { header: 'productLines.column.value', value: (row) => row.value },
    { header: 'productLines.column.modelCode', value: (row) => row.modelCode },
    { header: 'productLines.column.modelDescription', value: (row) => row.modelDescription },
    {
      header: 'productLines.column.action',
      cell: (row) => <RowActions onEdit={() => edit(row.id)} onDelete={() => remove(row.id)} />,
    },
  ];
  return columns;
}

/** Product line list (spec part 1 section 2): "Product Line Data", filters, 5 a page, edit and delete. */
export default function ProductLineListPage() {
  useFeatureSaga('productLines', productLinesSaga);
  const dispatch = useAppDispatch();
  const t = useT();
  const say = useTranslate();
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
  const model = useListPage({ kit: productLineList, columns });

  return (
    <>
      <ListPage model={model} />
      {editing.row && <ProductLineEditForm key={editing.row.id} row={editing.row} saving={editing.saving} />}
      <ConfirmDialog
        visible={deleting.id !== null}
        header={t('productLines.delete.header')}
        message={say(deleteMessage(target))}
        busy={deleting.busy}
        onCancel={() => dispatch(deleteCancelled())}
        onConfirm={() => dispatch(deleteRequested())}
      />
      <SuccessDialog message={success} onClose={closeSuccess} />
    </>
  );
}

/** The delete confirmation names what it deletes: the product line's code. */
export function deleteMessage(row: ProductLineRow | undefined): Text {
  const code = row?.code.trim();
  return code ? msg('productLines.delete.confirmCode', { code }) : 'productLines.delete.confirm';
}

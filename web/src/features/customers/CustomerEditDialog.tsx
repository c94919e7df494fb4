import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../../i18n/i18n';
import { RecordEditDialog, useEditForm, type EditField } from '../../components/RecordEditDialog';
import {
  CREATE_FIELD_ORDER,
  CUSTOMER_FIELD_LABELS,
  normaliseCustomerEdit,
  oneLineEach,
  validateCustomerEdit,
  type CustomerEditValues,
  type CustomerRow,
} from './customerRules';
import { editClosed, selectEditRefusal, selectEditing, updateRequested } from './customersSlice';
import { useCustomerCities } from './customerCities';

/** The customer edit dialog: Name, Contact, Product Code and Location editable; Service Type and Order read-only. */
export function CustomerEditDialog() {
  const { row, saving } = useAppSelector(selectEditing);
  // Remounted per customer, so the form starts from that customer's values.
  return row ? <CustomerEditForm key={row.id} row={row} saving={saving} /> : null;
}

function CustomerEditForm({ row, saving }: { row: CustomerRow; saving: boolean }) {
  const dispatch = useAppDispatch();
  const t = useT();
  // The known cities of the customer rules: Indonesia's, and the cities of the loaded list.
  const cities = useCustomerCities();
  const refusal = useAppSelector(selectEditRefusal);
  const { values, error, invalid, change, save } = useEditForm<CustomerEditValues>(
    { name: row.name, contact: row.contact, productCode: row.productCode, location: row.location },
    (current) => {
      // The form keeps the rules' Text (one line each), worded at render: a language switch re-words it.
      const problem = validateCustomerEdit(current, cities);
      return problem && { message: oneLineEach(problem.messages), invalid: problem.invalid };
    },
    (edited) => dispatch(updateRequested({ id: row.id, values: normaliseCustomerEdit(edited, cities) })),
  );
  // What the dialog found, or else what the server refused (its own words, under the Save button).
  const shown = error ? { message: error, invalid } : refusal;

  return (
    <RecordEditDialog
      visible
      header={t('customers.edit.header')}
      busy={saving}
      error={shown?.message ?? null}
      invalid={shown?.invalid ?? []}
      fields={CREATE_FIELD_ORDER.flatMap((name): EditField[] => {
        if (name === 'productLine') return [];
        const label = CUSTOMER_FIELD_LABELS[name];
        if (name === 'serviceType' || name === 'serviceOrder') {
          return [{ name, label, value: row[name], readOnly: true }];
        }
        return [{ name, label, value: values[name], required: true }];
      })}
      onChange={change}
      onSave={save}
      onCancel={() => dispatch(editClosed())}
    />
  );
}

import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../../i18n/i18n';
import { RecordEditDialog, useEditForm } from '../../components/RecordEditDialog';
import {
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
      fields={[
        { name: 'name', label: 'customers.field.name', value: values.name, required: true },
        { name: 'contact', label: 'customers.field.contact', value: values.contact, required: true },
        {
          name: 'serviceType',
          label: 'customers.field.serviceType',
          value: row.serviceType,
          readOnly: true,
        },
        {
          name: 'serviceOrder',
          label: 'customers.field.serviceOrder',
          value: row.serviceOrder,
          readOnly: true,
        },
        {
          name: 'productCode',
          label: 'customers.field.productCode',
          value: values.productCode,
          required: true,
        },
        { name: 'location', label: 'customers.field.location', value: values.location, required: true },
      ]}
      onChange={change}
      onSave={save}
      onCancel={() => dispatch(editClosed())}
    />
  );
}

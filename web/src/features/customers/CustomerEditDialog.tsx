import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RecordEditDialog, useEditForm } from '../../components/RecordEditDialog';
import {
  normaliseCustomerEdit,
  validateCustomerEdit,
  type CustomerEditValues,
  type CustomerRow,
} from './customerModel';
import { editClosed, selectEditRefusal, selectEditing, updateRequested } from './customersSlice';
import { customerList } from './customerList';

/** The customer edit dialog: Name, Contact, Product Code and Location editable; Service Type and Order read-only. */
export function CustomerEditDialog() {
  const { row, saving } = useAppSelector(selectEditing);
  // Remounted per customer, so the form starts from that customer's values.
  return row ? <CustomerEditForm key={row.id} row={row} saving={saving} /> : null;
}

function CustomerEditForm({ row, saving }: { row: CustomerRow; saving: boolean }) {
  const dispatch = useAppDispatch();
  // The known cities of the customer rules: the Location filter's options (the cities of the loaded list).
  const knownCities = useAppSelector(customerList.selectList).optionLists?.city ?? null;
  const refusal = useAppSelector(selectEditRefusal);
  const { values, error, invalid, change, save } = useEditForm<CustomerEditValues>(
    { name: row.name, contact: row.contact, productCode: row.productCode, location: row.location },
    (current) => validateCustomerEdit(current, knownCities),
    (edited) => dispatch(updateRequested({ id: row.id, values: normaliseCustomerEdit(edited, knownCities) })),
  );
  // What the dialog found, or else what the server refused (its own words, under the Save button).
  const shown = error ? { message: error, invalid } : refusal;

  return (
    <RecordEditDialog
      visible
      header="Edit Customer"
      busy={saving}
      error={shown?.message ?? null}
      invalid={shown?.invalid ?? []}
      fields={[
        { name: 'name', label: 'Name', value: values.name, required: true },
        { name: 'contact', label: 'Contact', value: values.contact, required: true },
        { name: 'serviceType', label: 'Service Type', value: row.serviceType, readOnly: true },
        { name: 'serviceOrder', label: 'Service Order', value: row.serviceOrder, readOnly: true },
        { name: 'productCode', label: 'Product Code', value: values.productCode, required: true },
        { name: 'location', label: 'Location', value: values.location, required: true },
      ]}
      onChange={change}
      onSave={save}
      onCancel={() => dispatch(editClosed())}
    />
  );
}

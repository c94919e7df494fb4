import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RecordEditDialog, useEditForm } from '../../components/RecordEditDialog';
import { validateCustomerEdit, type CustomerEditValues, type CustomerRow } from './customerModel';
import { editClosed, selectEditing, updateRequested } from './customersSlice';

/** The customer edit dialog: Name, Contact, Product Code and Location editable; Service Type and Order read-only. */
export function CustomerEditDialog() {
  const { row, saving } = useAppSelector(selectEditing);
  // Remounted per customer, so the form starts from that customer's values.
  return row ? <CustomerEditForm key={row.id} row={row} saving={saving} /> : null;
}

function CustomerEditForm({ row, saving }: { row: CustomerRow; saving: boolean }) {
  const dispatch = useAppDispatch();
  const { values, error, change, save } = useEditForm<CustomerEditValues>(
    { name: row.name, contact: row.contact, productCode: row.productCode, location: row.location },
    validateCustomerEdit,
    (edited) => dispatch(updateRequested({ id: row.id, values: edited })),
  );

  return (
    <RecordEditDialog
      visible
      header="Edit Customer"
      busy={saving}
      error={error}
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

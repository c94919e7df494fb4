import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { msg, raw, useT, type Text } from '../../i18n/i18n';
import { RecordEditDialog, useEditForm, type EditField } from '../../components/RecordEditDialog';
import { useCustomerCities } from './customerCities';
import { customerList } from './customerList';
import { EMPTY_CREATE_VALUES, normaliseCustomerCreate, validateCustomerCreate } from './customerCreateRules';
import {
  CREATE_FIELD_ORDER,
  CUSTOMER_FIELD_LABELS,
  oneLineEach,
  type CustomerCreateValues,
  type CustomerRow,
} from './customerRules';
import {
  createClosed,
  createRequested,
  selectCreate,
  viewRequested,
  type CreateState,
} from './customersSlice';

const CLOSE_ID = 'customer-create-close';

/**
 * The create dialog (Add Customer, spec part 1 section 2: "The create dialog exists on the screen"): the edit
 * dialog's form with every field a customer row needs to be imported, the same rules before sending, and the
 * upload's outcome said in the dialog (customerCreateSaga.ts). Loaded as the dialog first opens.
 */
export default function CustomerCreateDialog() {
  const create = useAppSelector(selectCreate);
  // Remounted per opening, so the form starts empty; kept while open, so a refusal keeps what was typed.
  return create.step === 'closed' ? null : <CustomerCreateForm key={create.opened} create={create} />;
}

function CustomerCreateForm({ create }: { create: CreateState }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const cities = useCustomerCities();
  // The service orders of the loaded customers: a new customer needs a new one.
  const takenOrders = useAppSelector(customerList.selectList).optionLists?.service_order_no ?? null;
  const { values, error, invalid, change, save } = useEditForm<CustomerCreateValues>(
    EMPTY_CREATE_VALUES,
    (current) => {
      const problem = validateCustomerCreate(current, cities, takenOrders);
      return problem && { message: oneLineEach(problem.messages), invalid: problem.invalid };
    },
    (typed) => dispatch(createRequested(normaliseCustomerCreate(typed, cities))),
  );
  const busy = create.step === 'sending' || create.step === 'importing';
  const created = create.step === 'created' ? create.created : null;
  const close = () => dispatch(createClosed());
  // Created: Save (which had focus) is gone; focus goes to Close, after the notice that says so.
  useEffect(() => {
    if (created) document.getElementById(CLOSE_ID)?.focus();
  }, [created]);

  return (
    <RecordEditDialog
      visible
      header={t('customers.create.title')}
      busy={busy}
      // What the dialog found, or else why the server did not create it (its own words).
      error={error ?? create.refusal}
      invalid={error ? invalid : []}
      notice={noticeOf(create)}
      fields={CREATE_FIELD_ORDER.map((name): EditField => ({
        name,
        label: CUSTOMER_FIELD_LABELS[name],
        value: created ? shownValue(created, name, values) : values[name],
        required: true,
        readOnly: Boolean(created),
      }))}
      footer={
        created ? (
          <>
            {created.id && (
              <Button
                type="button"
                label={t('common.view')}
                outlined
                onClick={() => dispatch(viewRequested(created.id))}
              />
            )}
            <Button id={CLOSE_ID} type="button" label={t('common.close')} onClick={close} />
          </>
        ) : undefined
      }
      onChange={change}
      onSave={save}
      onCancel={close}
    />
  );
}

/** What the dialog says while it sends and follows the upload, and once the customer is created. */
function noticeOf(create: CreateState): Text | null {
  if (create.step === 'sending') return 'customers.create.sending';
  if (create.step === 'importing') return msg('customers.create.importing', { file: raw(create.file ?? '') });
  if (create.step === 'created' && create.created)
    return msg('customers.create.created', { order: raw(create.created.serviceOrder) });
  return null;
}

/** A created customer's field as the server stored it (Product Line is not in the row: as sent). */
function shownValue(
  row: CustomerRow,
  field: keyof CustomerCreateValues,
  typed: CustomerCreateValues,
): string {
  return field === 'productLine' ? typed.productLine.trim() : row[field];
}

import { createCityBook } from '@crm/domain';
import { INDONESIAN_REGENCIES } from '@crm/domain/indonesianRegencies';
import { customer, entries, records } from '@crm/fixtures';
import { toFilterRequest } from '../../lists/filters';
import { viewToQuery } from '../../lists/view';
import { activate, t, translate } from '../../i18n/i18n';
import indonesian from '../../i18n/catalogues/id.json';
import {
  CUSTOMER_FILTERS,
  type CustomerEditProblem,
  type DetailField,
  FILL_ALL_FIELDS,
  buildCustomerDetail,
  buildCustomerUpdate,
  resolveProductLineLabel,
  toCustomerRow,
  normaliseCustomerEdit,
  validateCustomerEdit,
} from './customerRules';

/** The data's cities of these tests: Bogor alone (the official list joins them where a test says so). */
const BOGOR = createCityBook([], ['Bogor']);
/** Indonesia's regencies and cities and the data's, as the dialogs know them once loaded. */
const INDONESIA = createCityBook(INDONESIAN_REGENCIES, ['Bogor']);

describe('customer rows', () => {
  it('maps the table columns, with Last Update from the customer_name entry', () => {
    const list = customer(7, { customer_name: 'Ani', city: 'Bogor' }, '2024-05-01T10:00:00.000Z');
    list.find((entry) => entry.key === 'mobile_no')!.updated_at = '2030-01-01T00:00:00.000Z';
    expect(toCustomerRow('7', list)).toEqual({
      id: '7',
      name: 'Ani',
      contact: '08120007',
      serviceType: 'Repair',
      serviceOrder: 'SO7',
      productCode: 'EWF8024D3WB',
      location: 'Bogor',
      lastUpdate: '2024-05-01T10:00:00.000Z',
    });
  });

  it('gives empty text for missing keys', () => {
    expect(toCustomerRow('1', [])).toMatchObject({ name: '', contact: '', lastUpdate: '' });
  });
});

describe('the customer filters, declared like every list', () => {
  it('are keyed by the property the filter call takes, in the spec order, blanks left out', () => {
    const values: Record<string, string> = {
      city: 'Bogor',
      customer_name: 'Ani',
      call_type: '  ',
      model_code: 'EWF8024D3WB',
      service_order_no: 'SO1',
      mobile_no: '0812',
      updated_at: '2024-05-09',
    };
    // Each value but the blank call_type, in the spec order.
    const order = ['customer_name', 'mobile_no', 'service_order_no', 'model_code', 'city', 'updated_at'];
    expect(toFilterRequest(CUSTOMER_FILTERS, values)).toEqual(
      order.map((property) => ({ property, value: values[property] })),
    );
    expect(toFilterRequest(CUSTOMER_FILTERS, {})).toEqual([]);
  });

  it('the URL keys are the properties too, and the panel labels are the spec ones', () => {
    const view = { filters: { city: 'Bogor', updated_at: '2024-05-09' }, page: 2, sort: null, search: '' };
    expect(viewToQuery(CUSTOMER_FILTERS, view).toString()).toBe('city=Bogor&updated_at=2024-05-09&page=2');
    // The labels are message ids (the panel words them in the language shown): in English, the spec's words.
    expect(CUSTOMER_FILTERS.map((decl) => t(decl.label))).toEqual([
      'Customer Name',
      'Contact',
      'Service Order',
      'Service Type',
      'Product Code',
      'Cust. Location',
      'Last Update',
    ]);
  });
});

/** A check's sentences in words (the rules hand over Text). */
function worded(problem: CustomerEditProblem | null) {
  return problem && { ...problem, messages: problem.messages.map(translate) };
}

/** The detail's fields with their labels in words (the model hands over message ids). */
function wordedFields(fields: readonly DetailField[]) {
  return fields.map((field) => ({ ...field, label: t(field.label) }));
}

describe('customer edit', () => {
  it('says its findings in Bahasa Indonesia when that is the language shown', () => {
    activate('id', indonesian);
    const both = validateCustomerEdit(
      { name: 'Ani', contact: '0812', productCode: 'X1', location: 'Bogorr' },
      BOGOR,
    );
    expect(worded(both)).toEqual({
      messages: [
        'Kontak "0812" bukan nomor telepon yang valid (8 sampai 15 digit)',
        'Lokasi "Bogorr" bukan kota yang dikenal (maksud Anda "Bogor"?)',
      ],
      invalid: ['contact', 'location'],
    });
    expect(t(FILL_ALL_FIELDS)).toBe('Harap isi semua kolom untuk melanjutkan');
  });

  const values = { name: 'Ani', contact: '08120001', productCode: 'X1', location: 'Bogor' };

  it('needs Name, Contact, Product Code and Location', () => {
    expect(validateCustomerEdit(values)).toBeNull();
    for (const field of ['name', 'contact', 'productCode', 'location'] as const) {
      expect(validateCustomerEdit({ ...values, [field]: '   ' })).toEqual({
        messages: [FILL_ALL_FIELDS],
        invalid: [field],
      });
    }
    expect(t(FILL_ALL_FIELDS)).toBe('Please fill out all fields to proceed');
  });

  it('applies the customer rules of the server: Contact a phone number, Location a known city', () => {
    expect(worded(validateCustomerEdit({ ...values, contact: '0812' }, BOGOR))).toEqual({
      messages: ['Contact "0812" is not a valid phone number (8 to 15 digits)'],
      invalid: ['contact'],
    });
    expect(validateCustomerEdit({ ...values, location: 'Bogorr' }, BOGOR)?.invalid).toEqual(['location']);
    expect(worded(validateCustomerEdit({ ...values, location: 'Bogorr' }, BOGOR))?.messages).toEqual([
      'Location "Bogorr" is not a known city (did you mean "Bogor"?)',
    ]);
    expect(worded(validateCustomerEdit({ ...values, location: 'Xyz' }, BOGOR))?.messages).toEqual([
      'Location "Xyz" is not a known city',
    ]);
    // The cities not loaded yet: the server alone judges the Location.
    expect(validateCustomerEdit({ ...values, location: 'Bogorr' }, null)).toBeNull();
    expect(normaliseCustomerEdit({ ...values, contact: ' 0812-0001 ', location: 'BOGOR' }, BOGOR)).toEqual({
      ...values,
      location: 'Bogor',
    });
  });

  it('takes a city of Indonesia the data does not hold yet, in the spelling the data uses', () => {
    expect(validateCustomerEdit({ ...values, location: 'Cirebon' }, BOGOR)).not.toBeNull();
    for (const location of ['Cirebon', 'Kota Cirebon', 'kabupaten cirebon', 'Kota Adm. Jakarta Selatan']) {
      expect(validateCustomerEdit({ ...values, location }, INDONESIA), location).toBeNull();
    }
    expect(normaliseCustomerEdit({ ...values, location: ' kota  cirebon ' }, INDONESIA).location).toBe(
      'Cirebon',
    );
    expect(normaliseCustomerEdit({ ...values, location: 'Kabupaten Bogor' }, INDONESIA).location).toBe(
      'Bogor',
    );
    expect(worded(validateCustomerEdit({ ...values, location: 'Cirebn' }, INDONESIA))?.messages).toEqual([
      'Location "Cirebn" is not a known city (did you mean "Cirebon"?)',
    ]);
  });

  it('sends every loaded entry back, with the four edited values trimmed and updated_at now', () => {
    const loaded = customer(3, { route: 'On Site' });
    const body = buildCustomerUpdate(loaded, { ...values, name: ' Ani B ' }, '2025-01-02T03:04:05.000Z');
    expect(body).toHaveLength(loaded.length);
    const byKey = Object.fromEntries(body.map((entry) => [entry.key, entry]));
    expect(byKey.customer_name?.value).toBe('Ani B');
    expect(byKey.mobile_no?.value).toBe('08120001');
    expect(byKey.model_code?.value).toBe('X1');
    expect(byKey.city?.value).toBe('Bogor');
    expect(byKey.call_type?.value).toBe('Repair');
    expect(byKey.route?.value).toBe('On Site');
    expect(body.every((entry) => entry.updated_at === '2025-01-02T03:04:05.000Z')).toBe(true);
    expect(body[0]).toMatchObject({ id: loaded[0]!.id, table_data_id: 3, order_number: 1 });
    // The loaded entries are not changed.
    expect(loaded[0]?.value).toBe('Customer 3');
  });
});

describe('resolveProductLineLabel', () => {
  const lines = records(
    entries(4, {
      code: 'WMF01',
      value: 'Washing Machine Front Load',
      model_code: 'A',
      model_description: 'a',
    }),
    entries(9, { code: 'RF201', value: 'Refrigerator Two Door', model_code: 'B', model_description: 'b' }),
    entries(12, { code: 'NOLBL', value: '', model_code: 'C', model_description: 'c' }),
  );

  it("finds the code's entry, then the value entry with the same table_data_id", () => {
    expect(resolveProductLineLabel(lines, 'RF201')).toBe('Refrigerator Two Door');
    expect(resolveProductLineLabel(lines, ' WMF01 ')).toBe('Washing Machine Front Load');
  });

  it('is undefined for an unknown code, an empty code or a product line without a label', () => {
    expect(resolveProductLineLabel(lines, 'ZZZ99')).toBeUndefined();
    expect(resolveProductLineLabel(lines, '')).toBeUndefined();
    expect(resolveProductLineLabel(lines, 'NOLBL')).toBeUndefined();
    expect(resolveProductLineLabel({}, 'WMF01')).toBeUndefined();
  });
});

describe('buildCustomerDetail', () => {
  const full = customer(5, {
    closure_date: '2024-07-14',
    call_status: 'Closed',
    attended_time: '2024-07-14T15:05:43.000Z',
    action_taken: 'Replaced drain pump',
    engineer_name: 'Budi',
    reason_for_pending: '',
    service_provider_name: 'PT Mitra Servis Jakarta',
    service_provider_code: 'ASP-JKT01',
    address: 'Jl. Merdeka No. 1',
    route: 'On Site',
    coverage_type: 'In Warranty',
    model_description: '8kg Washer',
    pnc_number: '914 100 000',
    brand_code: 'ELX',
    machine_serial_no: '12345678',
    service_order_received_by: 'WhatsApp',
    call_priority: 'High',
  });

  it('lays out the fields of the detail cards, dates in UTC, "-" for missing values', () => {
    const built = buildCustomerDetail(full, 'Washing Machine Front Load');
    const view = {
      service: wordedFields(built.service),
      delivery: wordedFields(built.delivery),
      product: wordedFields(built.product),
      order: wordedFields(built.order),
    };
    expect(view.service).toEqual([
      { label: 'Closure Date', value: '2024-07-14 00:00:00' },
      { label: 'Call Status', value: 'Closed' },
      { label: 'Attended Time', value: '2024-07-14 15:05:43' },
      { label: 'Action Taken', value: 'Replaced drain pump' },
      { label: 'Engineer Name', value: 'Budi' },
      { label: 'Pending Reason', value: '-' },
      { label: 'Service Provider Name', value: 'PT Mitra Servis Jakarta (ASP-JKT01)' },
    ]);
    expect(view.delivery.map((field) => field.value)).toEqual([
      'Customer 5',
      '08120005',
      'Jl. Merdeka No. 1',
    ]);
    expect(view.product.map((field) => [field.label, field.value])).toEqual([
      ['Product Line Alpha-Numeric', 'Washing Machine Front Load'],
      ['Route', 'On Site'],
      ['Model Code', 'EWF8024D3WB'],
      ['Coverage Type', 'In Warranty'],
      ['Model Description', '8kg Washer'],
      ['PNC Number', '914 100 000'],
      ['Brand Code', 'ELX'],
      ['Machine Serial No', '12345678'],
    ]);
    expect(view.order).toEqual([
      { label: 'Service Order Received By', value: 'WhatsApp' },
      { label: 'Call Priority', value: 'High' },
    ]);
  });

  it('shows the raw code when no label resolves, and "-" for every missing or invalid value', () => {
    expect(buildCustomerDetail(full, null).product[0]?.value).toBe('WMF01');
    const sparse = buildCustomerDetail(
      entries(1, { closure_date: 'not a date', service_provider_code: 'ASP-1' }),
      null,
    );
    const service = wordedFields(sparse.service);
    expect(service.find((field) => field.label === 'Closure Date')?.value).toBe('-');
    expect(service.find((field) => field.label === 'Service Provider Name')?.value).toBe('ASP-1');
    expect(sparse.delivery.every((field) => field.value === '-')).toBe(true);
    expect(sparse.product[0]?.value).toBe('-');
  });
});

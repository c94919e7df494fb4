import { createCityBook, CUSTOMER_COLUMNS } from '@crm/domain';
import { INDONESIAN_REGENCIES } from '@crm/domain/indonesianRegencies';
import { translate } from '../../i18n/i18n';
import {
  EMPTY_CREATE_VALUES,
  invalidRowReason,
  newCustomerFileName,
  newCustomerSheet,
  normaliseCustomerCreate,
  validateCustomerCreate,
} from './customerCreateRules';
import { FILL_ALL_FIELDS } from './customerRules';

/** Indonesia's regencies and cities and the data's (Bogor), as the dialog knows them once loaded. */
const INDONESIA = createCityBook(INDONESIAN_REGENCIES, ['Bogor']);

describe('customer create', () => {
  const filled = {
    name: 'Ayu Lestari',
    contact: '0812-3456-7890',
    serviceType: 'Installation',
    serviceOrder: 'SO2612000123',
    productCode: 'EWF8024D3WB',
    location: 'kota cirebon',
    productLine: 'WM-FL',
  };

  it("needs every column a customer row must fill to be imported, the template's required ones", () => {
    expect(validateCustomerCreate(filled, INDONESIA, [])).toBeNull();
    const required = CUSTOMER_COLUMNS.filter((column) => column.is_mandatory);
    expect(Object.keys(EMPTY_CREATE_VALUES)).toHaveLength(required.length);
    for (const field of Object.keys(EMPTY_CREATE_VALUES) as (keyof typeof filled)[]) {
      expect(validateCustomerCreate({ ...filled, [field]: ' ' }, INDONESIA, []), field).toEqual({
        messages: [FILL_ALL_FIELDS],
        invalid: [field],
      });
    }
  });

  it('applies the customer rules of the edit and the upload before sending', () => {
    const problem = validateCustomerCreate(
      { ...filled, contact: 'abc', location: 'Bandungg' },
      INDONESIA,
      [],
    );
    expect(problem?.invalid).toEqual(['contact', 'location']);
    expect(problem?.messages.map(translate)).toEqual([
      'Contact "abc" is not a valid phone number (8 to 15 digits)',
      'Location "Bandungg" is not a known city (did you mean "Bandung"?)',
    ]);
  });

  it('refuses a Service Order a customer already has (an upload would update that customer)', () => {
    const problem = validateCustomerCreate({ ...filled, serviceOrder: ' SO1 ' }, INDONESIA, ['SO1', 'SO2']);
    expect(problem?.invalid).toEqual(['serviceOrder']);
    expect(problem?.messages.map(translate)).toEqual([
      'Service Order "SO1" is already a customer\'s: a new customer needs a new service order',
    ]);
    // The service orders not loaded yet: the upload is the judge.
    expect(validateCustomerCreate({ ...filled, serviceOrder: 'SO1' }, INDONESIA, null)).toBeNull();
  });

  it("writes the one-row sheet with the template's columns, the values in their stored forms", () => {
    const sheet = newCustomerSheet(normaliseCustomerCreate(filled, INDONESIA));
    expect(sheet[0]).toEqual(CUSTOMER_COLUMNS.map((column) => column.name));
    const row = Object.fromEntries(CUSTOMER_COLUMNS.map((column, index) => [column.key, sheet[1]![index]]));
    expect(row).toEqual({
      ...Object.fromEntries(CUSTOMER_COLUMNS.map((column) => [column.key, ''])),
      customer_name: 'Ayu Lestari',
      mobile_no: '081234567890',
      call_type: 'Installation',
      service_order_no: 'SO2612000123',
      model_code: 'EWF8024D3WB',
      city: 'Cirebon',
      'product_line_alpha_-_numeric': 'WM-FL',
    });
  });

  it('names the upload after the service order', () => {
    expect(newCustomerFileName(' SO2612000123 ')).toBe('new-customer-SO2612000123.xlsx');
    expect(newCustomerFileName('SO 12/3')).toBe('new-customer-SO-12-3.xlsx');
  });

  it("reads the row's reason from the invalid-rows sheet", () => {
    const header = [...CUSTOMER_COLUMNS.map((column) => column.name), 'Reason'];
    const reason = 'City "Cirebn" is not a known city (did you mean "Cirebon"?)';
    expect(invalidRowReason([header, [...header.map(() => 'x').slice(1), `Row 2: ${reason}`]])).toBe(reason);
    const indonesian = [...header.slice(0, -1), 'Alasan'];
    expect(
      invalidRowReason([indonesian, [...header.map(() => 'x').slice(1), 'Baris 2: Lokasi tidak dikenal']]),
    ).toBe('Lokasi tidak dikenal');
    expect(invalidRowReason([header, []])).toBeNull();
    expect(invalidRowReason([['Name'], ['x']])).toBeNull();
    expect(invalidRowReason([])).toBeNull();
  });
});

import { customer, records } from '../../test/fieldEntries';
import { buildCustomerListModel } from './customerModel';
import { CustomerStore } from './customerStore';

describe('CustomerStore', () => {
  const data = records(
    customer(1, { customer_name: 'Ani', city: 'Bandung' }, '2024-05-01T10:00:00.000Z'),
    customer(2, { customer_name: 'Budi', city: ' Bogor ' }),
    customer(3, { customer_name: 'Ani', city: 'Bandung', model_code: '' }),
    customer(4, { customer_name: 'Citra', city: 'bandung' }),
  );

  it('gives back the rows the old per-customer mapping gave, page by page', () => {
    const store = new CustomerStore();
    store.addBatch(data);
    const model = buildCustomerListModel(data);
    expect(store.count).toBe(4);
    expect([0, 1, 2, 3].map((index) => store.row(index))).toEqual(model.rows);
    expect(store.page(1, 3)).toEqual({
      rows: model.rows.slice(0, 3),
      from: 1,
      to: 3,
      total: 4,
      page: 1,
      pageCount: 2,
    });
    expect(store.page(7, 3)).toMatchObject({ rows: model.rows.slice(3), from: 4, to: 4, page: 2 });
  });

  it('the options are the distinct trimmed non-empty values, as before', () => {
    const store = new CustomerStore();
    store.addBatch(data);
    expect(store.options()).toEqual(buildCustomerListModel(data).options);
  });

  it('skips members that are not lists, and keeps a customer without some keys', () => {
    const store = new CustomerStore();
    store.addBatch({ '1': null, '2': 'x', '3': [{ key: 'city', value: 'Depok' }] });
    expect(store.count).toBe(1);
    expect(store.row(0)).toEqual({
      id: '3',
      name: '',
      contact: '',
      serviceType: '',
      serviceOrder: '',
      productCode: '',
      location: 'Depok',
      lastUpdate: '',
    });
  });

  it('holds many customers (the interned columns grow)', () => {
    const store = new CustomerStore();
    for (let index = 1; index <= 5000; index += 1) store.add(String(index), customer(index));
    expect(store.count).toBe(5000);
    expect(store.row(4999)).toMatchObject({ id: '5000', serviceOrder: 'SO5000', location: 'Bandung' });
    expect(store.options().location).toEqual(['Bandung']);
  });
});

import { customer, records } from '@crm/fixtures';
import { toCustomerRow } from './customerRules';
import { CustomerStore } from './customerStore';

describe('CustomerStore', () => {
  const data = records(
    customer(1, { customer_name: 'Ani', city: 'Bandung' }, '2024-05-01T10:00:00.000Z'),
    customer(2, { customer_name: 'Budi', city: ' Bogor ' }),
    customer(3, { customer_name: 'Ani', city: 'Bandung', model_code: '' }),
    customer(4, { customer_name: 'Citra', city: 'bandung' }),
  );

  it('gives back the rows the per-customer mapping gives, page by page', () => {
    const store = new CustomerStore();
    store.addBatch(data);
    const rows = Object.entries(data).map(([id, list]) => toCustomerRow(id, list));
    expect(store.count).toBe(4);
    expect([0, 1, 2, 3].map((index) => store.row(index))).toEqual(rows);
    expect(store.page(1, 3)).toEqual({
      rows: rows.slice(0, 3),
      from: 1,
      to: 3,
      total: 4,
      page: 1,
      pageCount: 2,
    });
    expect(store.page(7, 3)).toMatchObject({ rows: rows.slice(3), from: 4, to: 4, page: 2 });
  });

  it('the options, by filter property, are the distinct trimmed non-empty values in natural order', () => {
    const store = new CustomerStore();
    store.addBatch(
      records(
        customer(2, { customer_name: 'budi', city: 'Bogor ' }),
        customer(10, { customer_name: 'Ani', city: 'Bogor', call_type: '' }),
        customer(1, { customer_name: 'Ani', city: 'Bandung', mobile_no: ' ' }),
      ),
    );
    expect(store.options()).toEqual({
      customer_name: ['Ani', 'budi'],
      mobile_no: ['08120002', '081200010'],
      service_order_no: ['SO1', 'SO2', 'SO10'],
      call_type: ['Repair'],
      model_code: ['EWF8024D3WB'],
      city: ['Bandung', 'Bogor'],
    });
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
    expect(store.options().city).toEqual(['Bandung']);
  });

  describe('matching: the filter call computed from the whole list', () => {
    const ids = (store: CustomerStore | null) =>
      store ? Array.from({ length: store.count }, (_, index) => store.row(index).id) : null;
    const whole = () => {
      const store = new CustomerStore();
      store.addBatch(
        records(...Object.values(data), customer(5, { city: 'Bogor' }, '2024-06-02T23:59:00.000Z')),
      );
      return store;
    };

    it('a text matches the whole value, trimmed and without regard to case', () => {
      expect(ids(whole().matching([{ property: 'city', value: ' BANDUNG ' }]))).toEqual(['1', '3', '4']);
      expect(ids(whole().matching([{ property: 'city', value: 'bogor' }]))).toEqual(['2', '5']);
      expect(ids(whole().matching([{ property: 'city', value: 'Band' }]))).toEqual([]);
      expect(ids(whole().matching([{ property: 'mobile_no', value: '08120002' }]))).toEqual(['2']);
    });

    it('values of one property are alternatives, different properties must all match', () => {
      const store = whole();
      expect(
        ids(
          store.matching([
            { property: 'city', value: 'Bandung' },
            { property: 'city', value: 'Bogor' },
          ]),
        ),
      ).toEqual(['1', '2', '3', '4', '5']);
      expect(
        ids(
          store.matching([
            { property: 'city', value: 'Bandung' },
            { property: 'customer_name', value: 'ani' },
          ]),
        ),
      ).toEqual(['1', '3']);
    });

    it('updated_at is the day of the last update; blank values are left out', () => {
      const store = whole();
      expect(ids(store.matching([{ property: 'updated_at', value: '2024-06-02' }]))).toEqual(['5']);
      expect(ids(store.matching([{ property: 'city', value: '  ' }]))).toEqual(['1', '2', '3', '4', '5']);
    });

    it('a property it cannot judge gives null (only the server can answer)', () => {
      const unknown = [{ property: 'colour', value: 'red' }] as unknown as Parameters<
        CustomerStore['matching']
      >[0];
      expect(whole().matching(unknown)).toBeNull();
    });

    it('an accepted edit or delete changes what it finds; the result pages like a list', () => {
      const store = whole();
      store.patch(
        '2',
        { name: 'Budi', contact: '0899', productCode: 'X1', location: ' Bandung ' },
        '2024-07-01T00:00:00.000Z',
      );
      store.remove('3');
      const result = store.matching([{ property: 'city', value: 'bandung' }]);
      expect(ids(result)).toEqual(['1', '2', '4']);
      expect(result?.page(1, 5).rows[1]).toMatchObject({
        id: '2',
        contact: '0899',
        productCode: 'X1',
        location: 'Bandung',
        lastUpdate: '2024-07-01T00:00:00.000Z',
      });
      expect(result?.page(1, 2)).toMatchObject({ total: 3, pageCount: 2, from: 1, to: 2 });
    });
  });
});

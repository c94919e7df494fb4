import { describe, expect, it } from 'vitest';
import {
  buildAudienceIndex,
  phoneDigits,
  selectAudience,
  toCalendarDate,
} from '../../../src/state/campaigns/campaignAudience.js';
import { CUSTOMER_COLUMNS } from '../../../src/state/records/columns.js';
import { emptyTable, insertRecord } from '../../../src/state/records/recordTable.js';
import { TEST_SEGMENT, testCustomer } from '../../support/campaignFixtures.js';

describe('customer dates and numbers', () => {
  it.each([
    ['2023-06-15', '2023-06-15'],
    ['2023-06-15T22:10:00Z', '2023-06-15'],
    ['2023-06-15 10:00:00', '2023-06-15'],
    ['5/8/2023', '2023-08-05'],
    ['15/08/2023', '2023-08-15'],
    ['', ''],
    ['not a date', ''],
    [undefined, ''],
  ])('%j is the calendar date %j', (raw, date) => {
    expect(toCalendarDate(raw)).toBe(date);
  });

  it('numbers are compared as digits', () => {
    expect(phoneDigits('+62 812-3456')).toBe('628123456');
  });
});

describe('segmentation', () => {
  it('needs every part to match, inside the purchase range, once per number', () => {
    const table = emptyTable();
    const rows = [
      testCustomer(1),
      testCustomer(2, { closure_date: '2023-01-01' }),
      testCustomer(3, { closure_date: '2023-12-31' }),
      testCustomer(4, { closure_date: '2024-01-01' }),
      testCustomer(5, { mobile_no: testCustomer(1).mobile_no as string }),
      testCustomer(6, { city: 'TESTVILLE' }),
      testCustomer(7, { model_code: 'other' }),
    ];
    for (const row of rows) insertRecord(table, CUSTOMER_COLUMNS, row, '2024-01-01T00:00:00.000Z');
    const audience = selectAudience(buildAudienceIndex(table), TEST_SEGMENT);
    expect(audience.map((customer) => customer.id)).toEqual([1, 2, 3, 6]);
    expect(audience[0]).toMatchObject({ name: 'Test Customer 1', phone: '628990000001' });
  });
});

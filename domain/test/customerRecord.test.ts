import { describe, expect, it } from 'vitest';
import { checkCustomerRecord, checkPhone, createCityBook, EDIT_LABELS } from '../src/index.js';

/** The city rule over a few data cities alone (its official list: cities.test.ts). */
const CITIES = createCityBook([], ['Bandung', 'Jakarta Selatan', 'Surabaya']);

describe('checkPhone (Contact, the WhatsApp recipient)', () => {
  it('takes 8 to 15 digits, optionally after a +, and stores them without separators', () => {
    expect(checkPhone('0812 3456 7890', 'Contact')).toEqual({ ok: true, value: '081234567890' });
    expect(checkPhone('+62 (812) 345-678.90', 'Contact')).toEqual({ ok: true, value: '+6281234567890' });
    expect(checkPhone('12345678', 'Contact')).toEqual({ ok: true, value: '12345678' });
    expect(checkPhone('123456789012345', 'Contact')).toEqual({ ok: true, value: '123456789012345' });
  });

  it('refuses letters, too few or too many digits, naming the field as the caller does', () => {
    expect(checkPhone('abc', 'Contact')).toEqual({
      ok: false,
      reason: 'Contact "abc" is not a valid phone number (8 to 15 digits)',
    });
    expect(checkPhone('0813', 'Mobile No')).toEqual({
      ok: false,
      reason: 'Mobile No "0813" is not a valid phone number (8 to 15 digits)',
    });
    expect(checkPhone('1234567890123456', 'Contact').ok).toBe(false);
    expect(checkPhone('0812-3456-78x', 'Contact').ok).toBe(false);
    expect(checkPhone('++6281234567', 'Contact').ok).toBe(false);
  });
});

describe('checkCustomerRecord', () => {
  const context = { cities: CITIES, labels: EDIT_LABELS };

  it('names every refused field with its reason and normalises the accepted ones', () => {
    expect(
      checkCustomerRecord({ customer_name: 'Ayu', mobile_no: 'abc', city: 'Bandungg' }, context),
    ).toEqual({
      values: { customer_name: 'Ayu', mobile_no: 'abc', city: 'Bandungg' },
      problems: [
        { field: 'mobile_no', reason: 'Contact "abc" is not a valid phone number (8 to 15 digits)' },
        { field: 'city', reason: 'Location "Bandungg" is not a known city (did you mean "Bandung"?)' },
      ],
    });
    expect(checkCustomerRecord({ mobile_no: '0812 3456 789', city: 'surabaya' }, context)).toEqual({
      values: { mobile_no: '08123456789', city: 'Surabaya' },
      problems: [],
    });
  });

  it('leaves blanks and absent fields to the required rule', () => {
    expect(checkCustomerRecord({ mobile_no: ' ', customer_name: '' }, context)).toEqual({
      values: { mobile_no: ' ', customer_name: '' },
      problems: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkCity,
  checkCustomerRecord,
  checkPhone,
  createCityBook,
  DOMAIN_MESSAGES,
  EDIT_LABELS,
  formatMessage,
  type FieldCheck,
} from '../src/index.js';

/** A check's refusal in English words (the rules hand over a message; the caller words it). */
const english = (check: FieldCheck) => (check.ok ? check : formatMessage(DOMAIN_MESSAGES.en, check.reason));

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
      reason: { id: 'record.invalidPhone', values: { label: 'Contact', value: 'abc', min: 8, max: 15 } },
    });
    expect(english(checkPhone('abc', 'Contact'))).toBe(
      'Contact "abc" is not a valid phone number (8 to 15 digits)',
    );
    expect(english(checkPhone('0813', 'Mobile No'))).toBe(
      'Mobile No "0813" is not a valid phone number (8 to 15 digits)',
    );
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
        {
          field: 'mobile_no',
          reason: {
            id: 'record.invalidPhone',
            values: { label: EDIT_LABELS.mobile_no, value: 'abc', min: 8, max: 15 },
          },
        },
        {
          field: 'city',
          reason: {
            id: 'record.unknownCitySuggestion',
            values: { label: EDIT_LABELS.city, value: 'Bandungg', suggestion: 'Bandung' },
          },
        },
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

describe('the words of the rules, in every language', () => {
  const refusals = [
    checkPhone('abc', EDIT_LABELS.mobile_no),
    checkCity('Bandungg', CITIES, EDIT_LABELS.city),
    checkCity('Atlantis', CITIES, EDIT_LABELS.city),
  ].flatMap((check) => (check.ok ? [] : [check.reason]));

  it('words every refusal in English and Bahasa Indonesia, the field named in that language too', () => {
    const words = (language: 'en' | 'id') =>
      refusals.map((reason) => formatMessage(DOMAIN_MESSAGES[language], reason));
    expect(words('en')).toEqual([
      'Contact "abc" is not a valid phone number (8 to 15 digits)',
      'Location "Bandungg" is not a known city (did you mean "Bandung"?)',
      'Location "Atlantis" is not a known city',
    ]);
    expect(words('id')).toEqual([
      'Kontak "abc" bukan nomor telepon yang valid (8 sampai 15 digit)',
      'Lokasi "Bandungg" bukan kota yang dikenal (maksud Anda "Bandung"?)',
      'Lokasi "Atlantis" bukan kota yang dikenal',
    ]);
  });

  it('has every message in every language, with the same placeholders, none left unfilled', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const ids = Object.keys(DOMAIN_MESSAGES.en);
    for (const catalogue of Object.values(DOMAIN_MESSAGES)) {
      expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
      for (const id of ids)
        expect(placeholders(catalogue[id as keyof typeof catalogue])).toEqual(
          placeholders(DOMAIN_MESSAGES.en[id as keyof typeof catalogue]),
        );
    }
    for (const language of ['en', 'id'] as const)
      for (const reason of refusals)
        expect(formatMessage(DOMAIN_MESSAGES[language], reason)).not.toMatch(/[{}]/);
  });

  it('leaves a placeholder without a value as written, and an unknown id as itself', () => {
    expect(formatMessage({ a: 'x {y} {z}' }, { id: 'a', values: { y: 1 } })).toBe('x 1 {z}');
    expect(formatMessage({}, { id: 'nope' })).toBe('nope');
  });
});

import { packOptions, unpackOptions } from './customerOptionsWire';
import type { CustomerFilterOptions } from './customerRules';

const options = (contacts: string[]): CustomerFilterOptions => ({
  customer_name: ['Ani', 'Budi'],
  mobile_no: contacts,
  service_order_no: [],
  call_type: ['Repair'],
  model_code: ['WM1'],
  city: ['Bandung, "Kota"', 'line\nbreak \\ \u2028 é'],
});

describe('the drop-down options between the list worker and the page', () => {
  it('come back as they were, in order, whatever the values hold', async () => {
    const contacts = Array.from({ length: 45 }, (_, index) => `0812${index}`);
    const original = options(contacts);
    const packed = packOptions(original, 10);
    // 45 contacts in texts of at most 10 values; an empty list is no text at all.
    expect(packed.mobile_no!).toHaveLength(5);
    expect(packed.service_order_no).toEqual([]);
    expect(packed.mobile_no!.every((text) => typeof text === 'string')).toBe(true);
    expect(await unpackOptions(packed, () => Promise.resolve())).toEqual(original);
  });

  it('are parsed one text per task', async () => {
    const packed = packOptions(options(Array.from({ length: 30 }, (_, index) => `c${index}`)), 10);
    const texts = Object.values(packed).reduce((sum, list) => sum + list.length, 0);
    let yields = 0;
    await unpackOptions(packed, () => {
      yields += 1;
      return Promise.resolve();
    });
    expect(yields).toBe(texts - 1);
  });
});

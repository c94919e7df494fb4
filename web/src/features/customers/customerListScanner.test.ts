import { CustomerListFormatError, CustomerListScanner } from './customerListScanner';

/** Runs the scanner over `body` cut into the given pieces; returns the customers it handed over, in order. */
function scan(body: Uint8Array, cuts: number[], options: { batchBytes?: number; firstBatch?: number } = {}) {
  const members: [string, unknown][] = [];
  const counts: number[] = [];
  const scanner = new CustomerListScanner({
    ...options,
    onMembers(json, count) {
      const parsed = JSON.parse(json) as Record<string, unknown>;
      // Integer-like keys would be reordered by JSON.parse; the tests use them in ascending order anyway.
      members.push(...Object.entries(parsed));
      counts.push(count);
      expect(Object.keys(parsed)).toHaveLength(count);
    },
  });
  let start = 0;
  for (const cut of [...cuts, body.length]) {
    scanner.push(body.subarray(start, cut));
    start = cut;
  }
  scanner.end();
  return { members, counts };
}

const encode = (text: string) => new TextEncoder().encode(text);

// Strings with everything that can fool a scanner: escaped quotes and backslashes, braces, brackets,
// commas and colons inside strings, a key that looks like the path, and multibyte UTF-8 (2, 3 and 4 bytes).
const tricky = {
  message: 'x{"data":{"customers":{"0":[]}}}',
  data: {
    before: [1, { a: '}' }],
    customers: {
      '1': [{ key: 'customer_name', value: 'Ani "Bu" \\ {Sari}, [x]: y' }],
      '2': [{ key: 'customer_name', value: 'ends with a backslash \\' }],
      '3': [{ key: 'city', value: 'Café Müller — 東京 😀' }],
      '4': [
        { key: 'customer_name', value: '\\"' },
        { key: 'x', value: '\u0000\n\t' },
      ],
      '5': [],
      '6': [{ key: 'customer_name', value: '\\\\' }],
    },
    after: '{"customers":1}',
  },
};
const trickyBody = encode(JSON.stringify(tricky, null, 1));
const expected = Object.entries(tricky.data.customers);

describe('CustomerListScanner', () => {
  it('hands over every customer of data.customers, whatever the strings contain', () => {
    expect(scan(trickyBody, []).members).toEqual(expected);
  });

  it('gives the same customers when the body is split into two chunks at every byte', () => {
    for (let cut = 1; cut < trickyBody.length; cut += 1) {
      expect(scan(trickyBody, [cut]).members, `split at byte ${cut}`).toEqual(expected);
    }
  });

  it('gives the same customers when every byte arrives on its own (UTF-8 characters split too)', () => {
    const cuts = Array.from({ length: trickyBody.length - 1 }, (_, index) => index + 1);
    expect(scan(trickyBody, cuts, { batchBytes: 1, firstBatch: 1 }).members).toEqual(expected);
  });

  it('cuts a small first batch, then batches by size', () => {
    const customers = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [String(index + 1), [{ key: 'k', value: 'v'.repeat(50) }]]),
    );
    const body = encode(JSON.stringify({ data: { customers } }));
    const { members, counts } = scan(body, [], { firstBatch: 5, batchBytes: 1000 });
    expect(members.map(([id]) => id)).toEqual(Object.keys(customers));
    expect(counts[0]).toBe(5);
    expect(counts.length).toBeGreaterThan(3);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
  });

  it('an empty list is fine', () => {
    expect(scan(encode('{"data":{"customers":{}}}'), []).members).toEqual([]);
  });

  it('a body cut off anywhere is reported as cut off (never as complete)', () => {
    for (let end = 1; end < trickyBody.length - 1; end += 7) {
      const scanner = new CustomerListScanner({ onMembers: () => undefined });
      scanner.push(trickyBody.subarray(0, end));
      expect(() => scanner.end(), `cut at ${end}`).toThrow(CustomerListFormatError);
      expect(scanner.complete).toBe(false);
    }
  });

  it('a body without data.customers or that is not JSON is refused', () => {
    const noCustomers = new CustomerListScanner({ onMembers: () => undefined });
    noCustomers.push(encode('{"data":{"customer":{}}}'));
    expect(() => noCustomers.end()).toThrow('The server sent a customer list without data.customers.');
    const html = new CustomerListScanner({ onMembers: () => undefined });
    expect(() => html.push(encode('<html></html>'))).toThrow('not valid JSON');
  });
});

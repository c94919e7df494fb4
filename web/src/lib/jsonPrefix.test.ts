import { leadingMembers } from './jsonPrefix';

const full = JSON.stringify({
  message: 'ok, {not} [a] "container"',
  meta: { nested: [1, { a: '}' }], flag: true, n: -1.5e3, nothing: null },
  data: {
    other: 'x',
    customers: {
      '1': [{ key: 'customer_name', value: 'Ani "A" \\ Budi' }],
      '2': [{ key: 'customer_name', value: 'Budi ] } {' }],
      '10': [{ key: 'customer_name', value: 'Citra' }],
    },
  },
});

describe('leadingMembers', () => {
  it('reads the first members of a nested object, skipping other values of any kind', () => {
    expect(leadingMembers(full, ['data', 'customers'], 2)).toEqual([
      ['1', [{ key: 'customer_name', value: 'Ani "A" \\ Budi' }]],
      ['2', [{ key: 'customer_name', value: 'Budi ] } {' }]],
    ]);
    expect(leadingMembers(full, ['data', 'customers'], 10)).toHaveLength(3);
  });

  it('returns only complete members of a text cut off anywhere, and never a wrong one', () => {
    const expected = leadingMembers(full, ['data', 'customers'], 3);
    for (let cut = 0; cut <= full.length; cut += 1) {
      const members = leadingMembers(full.slice(0, cut), ['data', 'customers'], 3);
      expect(members).toEqual(expected.slice(0, members.length));
    }
  });

  it('gives nothing for other shapes or broken text', () => {
    expect(leadingMembers('[1,2]', ['data'], 1)).toEqual([]);
    expect(leadingMembers('{"data":[1]}', ['data'], 1)).toEqual([]);
    expect(leadingMembers('{"data":{"customers":{"1":[1,}', ['data', 'customers'], 1)).toEqual([]);
    expect(leadingMembers('{"other":1}', ['data'], 1)).toEqual([]);
    expect(leadingMembers('', ['data'], 1)).toEqual([]);
  });

  it('handles whitespace between tokens', () => {
    const pretty = JSON.stringify(JSON.parse(full), null, 2);
    expect(leadingMembers(pretty, ['data', 'customers'], 1)).toEqual(
      leadingMembers(full, ['data', 'customers'], 1),
    );
  });
});

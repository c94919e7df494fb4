import { entries } from '@crm/fixtures';
import { toGiftClaimRows } from './giftClaimRules';

describe('toGiftClaimRows', () => {
  it('flattens the key/value entries of each claim into a row, newest update first', () => {
    const rows = toGiftClaimRows({
      '1': entries(1, { nama: 'Ani', id_claim: 'GC-1', qty: '1' }, '2024-05-01T00:00:00Z'),
      '2': entries(2, { nama: 'Budi', id_claim: 'GC-2', resi: 'JNE1' }, '2024-06-01T00:00:00Z'),
    });
    expect(rows.map((row) => row.id)).toEqual(['2', '1']);
    expect(rows[0]).toMatchObject({
      nama: 'Budi',
      id_claim: 'GC-2',
      resi: 'JNE1',
      qty: '',
      updated_at: '2024-06-01T00:00:00Z',
    });
    expect(rows[1]).toMatchObject({ nama: 'Ani', qty: '1', resi: '', status_klaim: '' });
  });

  it('takes the latest entry time as the last update and ignores unknown keys', () => {
    const list = entries(7, { nama: 'Citra', colour: 'red' }, '2024-01-01T00:00:00Z');
    list[0]!.updated_at = '2024-03-01T00:00:00Z';
    const [row] = toGiftClaimRows({ '7': list });
    expect(row!.updated_at).toBe('2024-03-01T00:00:00Z');
    expect(row).not.toHaveProperty('colour');
  });

  it('an empty or missing answer is no rows', () => {
    expect(toGiftClaimRows({})).toEqual([]);
    expect(toGiftClaimRows(undefined)).toEqual([]);
  });
});

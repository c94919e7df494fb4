import { t } from '../../i18n/i18n';
import { toFilterRequest } from '../../lists/filters';
import { GIFT_CLAIM_FILTERS } from './giftClaimList';

describe('gift-claim list filters, declared as data', () => {
  it('adding a filter is one declaration: the gift-claim list sends each declared property', () => {
    const values = Object.fromEntries(
      GIFT_CLAIM_FILTERS.map((decl) => [decl.field, decl.kind === 'date' ? '2024-05-01' : 'x']),
    );
    expect(toFilterRequest(GIFT_CLAIM_FILTERS, values).map((filter) => filter.property)).toEqual([
      'nama',
      'no_hp',
      'id_claim',
      'toko_',
      'tanggal_pembelian',
      'pembelian',
      'updated_at',
      'status_klaim',
    ]);
    expect(GIFT_CLAIM_FILTERS.map((decl) => t(decl.label))).toEqual([
      'Customer Name',
      'Contact',
      'ID Claim',
      'Store Name',
      'Purchase Date',
      'Product Model',
      'Last Update',
      'Status Claim',
    ]);
  });
});

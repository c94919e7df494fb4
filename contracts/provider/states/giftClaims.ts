import { GIFT_CLAIM_COLUMNS, NATURAL_KEY } from '../../../mock-server/src/state/columns';
import { upsertRecord } from '../../../mock-server/src/state/recordTable';
import type { ProviderContext, StateHandlers } from '../providerContext';

/** Provider states of the gift claim interactions. */
export function giftClaimsStates(ctx: ProviderContext): StateHandlers {
  return {
    // The seed has 300 claims.
    'gift claims exist': () => undefined,
    'a gift claim with id_claim {id_claim} exists': (params) => {
      upsertRecord(
        ctx.app.store.state.giftClaims,
        GIFT_CLAIM_COLUMNS,
        NATURAL_KEY.gift_claim,
        {
          nama: 'Siti Rahayu',
          no_hp: '081234567890',
          id_claim: String(params?.id_claim),
          toko_: 'Electronic City Bandung',
          tanggal_pembelian: '2024-05-02',
          pembelian: 'Electrolux EWF8024D3WB',
          tanggal_klaim: '2024-05-20',
          hadiah: 'Voucher Belanja Rp250.000',
          qty: '1',
          resi: '',
          status_klaim: 'Menunggu Verifikasi',
        },
        new Date(ctx.app.clock.now()).toISOString(),
      );
      ctx.app.store.changed('giftClaims');
    },
    // marketer: campaigns and reports, no gift claims.
    'the signed-in user lacks crm.giftclaim.list': () => ctx.actAs('marketer'),
  };
}

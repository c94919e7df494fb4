import { UPLOAD_CATEGORY_RULES } from '@crm/domain';
import { MODULES } from '../lib/modules.js';
import { GIFT_CLAIM_COLUMNS } from '../state/records/columns.js';
import { upsertRecord } from '../state/records/recordTable.js';
import { param, type ProviderState } from './definition.js';

export const giftClaimStates: readonly ProviderState[] = [
  {
    name: 'gift claims exist',
    description: `At least one gift claim exists. The caller is dataentry (${MODULES.giftClaimList}).`,
    persona: 'dataentry',
    setup: (app) => {
      if (Object.keys(app.store.state.giftClaims.records).length === 0)
        throw new Error('the seed has no gift claims');
    },
  },
  {
    name: 'a gift claim with id_claim {id_claim} exists',
    description:
      'Exactly one gift claim has the ID Claim {id_claim} (status Menunggu Verifikasi). The caller is dataentry.',
    params: { id_claim: 'the ID Claim' },
    persona: 'dataentry',
    setup: (app, params) => {
      upsertRecord(
        app.store.state.giftClaims,
        GIFT_CLAIM_COLUMNS,
        UPLOAD_CATEGORY_RULES.gift_claim.naturalKey,
        {
          nama: 'Siti Rahayu',
          no_hp: '081234567890',
          id_claim: param(params, 'id_claim'),
          toko_: 'Electronic City Bandung',
          tanggal_pembelian: '2024-05-02',
          pembelian: 'Electrolux EWF8024D3WB',
          tanggal_klaim: '2024-05-20',
          hadiah: 'Voucher Belanja Rp250.000',
          qty: '1',
          resi: '',
          status_klaim: 'Menunggu Verifikasi',
        },
        app.clock.iso(),
      );
      app.store.changed('giftClaims');
    },
  },
  {
    name: `the signed-in user lacks ${MODULES.giftClaimList}`,
    description:
      'The request carries a live access token of marketer, who holds campaign and report modules but not ' +
      `${MODULES.giftClaimList}.`,
    persona: 'marketer',
  },
];

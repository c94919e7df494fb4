import { base, en, Faker, id_ID } from '@faker-js/faker';
import { GIFT_CLAIM_COLUMNS } from '../state/records/columns.js';
import { insertRecord, type RecordTable, type RecordValues } from '../state/records/recordTable.js';

// A Faker of its own (seeded from SEED), so other generators drawing more or fewer values never shift this data.

export const SEED_GIFT_CLAIMS = 300;

export const GIFT_CLAIM_STATUSES = [
  'Menunggu Verifikasi',
  'Diverifikasi',
  'Dikirim',
  'Diterima',
  'Ditolak',
] as const;

const STORES = [
  'Electronic City',
  'Hartono Elektronika',
  'Best Denki',
  'Electronic Solution',
  'Courts Megastore',
  'Atria',
  'Erablue',
  'Toko Sinar Jaya Elektronik',
  'Toko Maju Bersama',
  'Lotte Mart',
  'Transmart',
  'Hypermart',
];

const PRODUCT_MODELS = [
  'Electrolux EWF8024D3WB',
  'Electrolux EWF9024P5WB',
  'Electrolux EWT1064ESK',
  'Electrolux ESE5401SG',
  'Electrolux EBE3500AG',
  'Electrolux ERW3500AG',
  'Electrolux EJT1280DR',
  'Electrolux EHE6879A',
  'Electrolux EKE6305AA',
  'Electrolux E5VB1-56DB',
  'Electrolux EHG7230BE',
  'Electrolux UltimateHome 300',
];

const PRIZES = [
  'Voucher Belanja Rp100.000',
  'Voucher Belanja Rp250.000',
  'Voucher Belanja Rp500.000',
  'Cashback Rp300.000',
  'Blender Electrolux',
  'Setrika Electrolux',
  'Tumbler Eksklusif',
  'Payung Eksklusif',
];

const MOBILE_PREFIXES = [
  '811',
  '812',
  '813',
  '821',
  '822',
  '852',
  '853',
  '857',
  '858',
  '877',
  '878',
  '895',
  '896',
];

export function seedFaker(seed: number, salt: number): Faker {
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(seed + salt);
  return faker;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function indonesianMobile(faker: Faker): string {
  return `0${faker.helpers.arrayElement(MOBILE_PREFIXES)}${faker.string.numeric(faker.number.int({ min: 7, max: 8 }))}`;
}

export function trackingNumber(faker: Faker): string {
  return faker.helpers.arrayElement([
    () => `JNE${faker.string.numeric(12)}`,
    () => `JP${faker.string.numeric(10)}`,
    () => `SPXID${faker.string.numeric(12)}`,
    () => `00${faker.string.numeric(10)}`,
  ])();
}

/** The natural key id_claim is derived from the claim month and a sequence number. */
export function giftClaimValues(
  faker: Faker,
  sequence: number,
  now: Date,
): { values: RecordValues; updatedAt: string } {
  const dayMs = 24 * 3600 * 1000;
  const purchase = faker.date.between({
    from: new Date(now.getTime() - 365 * dayMs),
    to: new Date(now.getTime() - 10 * dayMs),
  });
  const claim = new Date(
    Math.min(purchase.getTime() + faker.number.int({ min: 1, max: 60 }) * dayMs, now.getTime() - dayMs),
  );
  const status = faker.helpers.weightedArrayElement([
    { weight: 2, value: GIFT_CLAIM_STATUSES[0] },
    { weight: 3, value: GIFT_CLAIM_STATUSES[1] },
    { weight: 3, value: GIFT_CLAIM_STATUSES[2] },
    { weight: 4, value: GIFT_CLAIM_STATUSES[3] },
    { weight: 1, value: GIFT_CLAIM_STATUSES[4] },
  ]);
  const shipped = status === 'Dikirim' || status === 'Diterima';
  const updated = faker.date.between({ from: claim, to: now });
  const store = faker.helpers.arrayElement(STORES);
  const values: RecordValues = {
    nama: faker.person.fullName(),
    no_hp: indonesianMobile(faker),
    id_claim: `GC-${day(claim).slice(0, 7).replace('-', '')}-${String(sequence).padStart(5, '0')}`,
    toko_: `${store} ${faker.location.city()}`,
    tanggal_pembelian: day(purchase),
    pembelian: faker.helpers.arrayElement(PRODUCT_MODELS),
    tanggal_klaim: day(claim),
    hadiah: faker.helpers.arrayElement(PRIZES),
    qty: String(
      faker.helpers.weightedArrayElement([
        { weight: 8, value: 1 },
        { weight: 2, value: 2 },
        { weight: 1, value: 3 },
      ]),
    ),
    resi: shipped ? trackingNumber(faker) : '',
    status_klaim: status,
  };
  return { values, updatedAt: updated.toISOString() };
}

export function generateGiftClaims(
  table: RecordTable,
  options: { seed: number; now: Date; count?: number },
): void {
  const faker = seedFaker(options.seed, 3);
  const count = options.count ?? SEED_GIFT_CLAIMS;
  for (let sequence = 1; sequence <= count; sequence += 1) {
    const { values, updatedAt } = giftClaimValues(faker, sequence, options.now);
    insertRecord(table, GIFT_CLAIM_COLUMNS, values, updatedAt);
  }
}

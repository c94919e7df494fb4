import {
  type UploadCategory,
  col,
  CUSTOMER_COLUMNS as TEMPLATE_CUSTOMER_COLUMNS,
  type ColumnDef,
} from '@crm/domain';

// One definition serves the seed, the field entries, the templates and the upload validation.

export const CUSTOMER_COLUMNS: readonly ColumnDef[] = TEMPLATE_CUSTOMER_COLUMNS;
export type { ColumnDef };

/** 'giftclaim' is how part 2 of the spec names the gift claim upload category. */
export const CATEGORY_ALIASES: Readonly<Record<string, UploadCategory>> = { giftclaim: 'gift_claim' };

export const PRODUCT_LINE_COLUMNS: readonly ColumnDef[] = [
  col('code', 'Code', 'string', true),
  col('value', 'Value', 'string', false),
  col('model_code', 'Model Code', 'string', true),
  col('model_description', 'Model Description', 'string', true),
];

export const GIFT_CLAIM_COLUMNS: readonly ColumnDef[] = [
  col('nama', 'Nama', 'string', true),
  col('no_hp', 'No HP', 'string', true, 'phone'),
  col('id_claim', 'ID Claim', 'string', true),
  col('toko_', 'Toko', 'string', true),
  col('tanggal_pembelian', 'Tanggal Pembelian', 'date', true),
  col('pembelian', 'Pembelian', 'string', true),
  col('tanggal_klaim', 'Tanggal Klaim', 'date', true),
  col('hadiah', 'Hadiah', 'string', true),
  col('qty', 'QTY', 'number', true),
  col('resi', 'Resi'),
  col('status_klaim', 'Status Klaim', 'string', true),
];

export const COLUMNS: Record<UploadCategory, readonly ColumnDef[]> = {
  customer: CUSTOMER_COLUMNS,
  product_line: PRODUCT_LINE_COLUMNS,
  gift_claim: GIFT_CLAIM_COLUMNS,
};

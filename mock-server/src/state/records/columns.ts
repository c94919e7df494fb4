/**
 * Columns of the three spreadsheet-backed record types (spec part 1 section 3, part 2 section 3).
 * One definition serves the seed, the API's field entries, the upload templates and the upload validation:
 * `name` is the spreadsheet header (and the entry's `name`), `key` the entry's `key`.
 */

export type Datatype = 'string' | 'number' | 'date' | 'datetime';
export type InputType = 'text' | 'number' | 'date' | 'datetime' | 'phone';

export interface ColumnDef {
  key: string;
  name: string;
  datatype: Datatype;
  is_mandatory: boolean;
  input_type: InputType;
}

export type Category = 'customer' | 'product_line' | 'gift_claim';
export const CATEGORIES: readonly Category[] = ['customer', 'product_line', 'gift_claim'];
/** Other names of a category: 'giftclaim' is how part 2 of the spec names the gift claim upload category. */
export const CATEGORY_ALIASES: Readonly<Record<string, Category>> = { giftclaim: 'gift_claim' };

const col = (
  key: string,
  name: string,
  datatype: Datatype = 'string',
  is_mandatory = false,
  input_type?: InputType,
): ColumnDef => ({
  key,
  name,
  datatype,
  is_mandatory,
  input_type: input_type ?? (datatype === 'string' ? 'text' : datatype),
});

/** The 24 customer keys, in spreadsheet order. */
export const CUSTOMER_COLUMNS: readonly ColumnDef[] = [
  col('customer_name', 'Customer Name', 'string', true),
  col('mobile_no', 'Mobile No', 'string', true, 'phone'),
  col('call_type', 'Call Type', 'string', true),
  col('service_order_no', 'Service Order No', 'string', true),
  col('model_code', 'Model Code', 'string', true),
  col('city', 'City', 'string', true),
  col('closure_date', 'Closure Date', 'date'),
  col('call_status', 'Call Status'),
  col('attended_time', 'Attended Time', 'datetime'),
  col('action_taken', 'Action Taken'),
  col('engineer_name', 'Engineer Name'),
  col('reason_for_pending', 'Reason For Pending'),
  col('service_provider_name', 'Service Provider Name'),
  col('service_provider_code', 'Service Provider Code'),
  col('address', 'Address'),
  col('product_line_alpha_-_numeric', 'Product Line Alpha - Numeric', 'string', true),
  col('model_description', 'Model Description'),
  col('brand_code', 'Brand Code'),
  col('route', 'Route'),
  col('coverage_type', 'Coverage Type'),
  col('pnc_number', 'PNC Number'),
  col('machine_serial_no', 'Machine Serial No'),
  col('service_order_received_by', 'Service Order Received By'),
  col('call_priority', 'Call Priority'),
];

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

export const COLUMNS: Record<Category, readonly ColumnDef[]> = {
  customer: CUSTOMER_COLUMNS,
  product_line: PRODUCT_LINE_COLUMNS,
  gift_claim: GIFT_CLAIM_COLUMNS,
};

/** The value that identifies a record across uploads: a row with a known value updates that record. */
export const NATURAL_KEY: Record<Category, string> = {
  customer: 'service_order_no',
  product_line: 'code',
  gift_claim: 'id_claim',
};

/** The record table (state area) an upload of each category fills. */
export const TABLE_OF: Record<Category, 'customers' | 'productLines' | 'giftClaims'> = {
  customer: 'customers',
  product_line: 'productLines',
  gift_claim: 'giftClaims',
};

/**
 * The columns of the spreadsheet-backed records (spec part 1 section 3): `name` is the spreadsheet header (and
 * the field entry's `name`), `key` the entry's `key`. The customer columns are the customer upload template's,
 * which the mock's template and upload validation and the web's create dialog (it uploads a one-row sheet)
 * both write and read from here.
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

/** A column; its key and whether it is required stay in its type (CustomerRequiredKey is read from them). */
export function col<Key extends string, Mandatory extends boolean = false>(
  key: Key,
  name: string,
  datatype: Datatype = 'string',
  is_mandatory: Mandatory = false as Mandatory,
  input_type?: InputType,
): ColumnDef & { key: Key; is_mandatory: Mandatory } {
  return {
    key,
    name,
    datatype,
    is_mandatory,
    input_type: input_type ?? (datatype === 'string' ? 'text' : datatype),
  };
}

/** The 24 customer keys, in the template's order. */
export const CUSTOMER_COLUMNS = [
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
] as const;

/** The keys of the columns a customer row must fill to be imported. */
export type CustomerRequiredKey = Extract<(typeof CUSTOMER_COLUMNS)[number], { is_mandatory: true }>['key'];

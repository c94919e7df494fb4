import type { RecordTable } from '../records/recordTable.js';

// The purchase date range matches `closure_date`, else the date of `attended_time`. A number is messaged once
// per occurrence (the first matching record by id is the recipient).

export interface AudienceCustomer {
  id: number;
  name: string;
  phone: string;
  city: string;
  modelCode: string;
  serviceType: string;
  productLine: string;
  /** YYYY-MM-DD, or '' when the record has no usable date. */
  purchaseDate: string;
  /** The fields above are lower-cased for matching. */
  raw: { city: string; modelCode: string; serviceType: string; productLine: string };
}

export interface Segmentation {
  product_line: readonly string[];
  city: readonly string[];
  model_type: readonly string[];
  service_type: readonly string[];
  purchase_start_date: string;
  purchase_end_date: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function toCalendarDate(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value);
  if (dmy) return `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? '' : new Date(parsed).toISOString().slice(0, 10);
}

export function phoneDigits(raw: string | undefined): string {
  return (raw ?? '').replace(/\D+/g, '');
}

const norm = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/** The customer fields the segmentation reads, by entry key. */
const FIELDS = new Map<string, string>(
  Object.entries({
    customer_name: 'name',
    mobile_no: 'phone',
    city: 'city',
    model_code: 'modelCode',
    call_type: 'serviceType',
    'product_line_alpha_-_numeric': 'productLine',
    closure_date: 'closure',
    attended_time: 'attended',
  }),
);

export function buildAudienceIndex(table: RecordTable): AudienceCustomer[] {
  const customers: AudienceCustomer[] = [];
  for (const [id, entries] of Object.entries(table.records)) {
    const found: Partial<Record<string, string>> = {};
    for (const entry of entries) {
      const field = FIELDS.get(entry.key);
      if (field) found[field] = entry.value;
    }
    const { city = '', modelCode = '', serviceType = '', productLine = '' } = found;
    customers.push({
      id: Number(id),
      name: found.name ?? '',
      phone: phoneDigits(found.phone),
      city: norm(city),
      modelCode: norm(modelCode),
      serviceType: norm(serviceType),
      productLine: norm(productLine),
      purchaseDate: toCalendarDate(found.closure) || toCalendarDate(found.attended),
      raw: {
        city: city.trim(),
        modelCode: modelCode.trim(),
        serviceType: serviceType.trim(),
        productLine: productLine.trim(),
      },
    });
  }
  customers.sort((a, b) => a.id - b.id);
  return customers;
}

export function selectAudience(
  customers: readonly AudienceCustomer[],
  segmentation: Segmentation,
): AudienceCustomer[] {
  const productLines = new Set(segmentation.product_line.map(norm));
  const cities = new Set(segmentation.city.map(norm));
  const modelCodes = new Set(segmentation.model_type.map(norm));
  const serviceTypes = new Set(segmentation.service_type.map(norm));
  const from = segmentation.purchase_start_date;
  const to = segmentation.purchase_end_date;
  const seen = new Set<string>();
  const audience: AudienceCustomer[] = [];
  for (const customer of customers) {
    if (!customer.phone || !customer.purchaseDate) continue;
    if (customer.purchaseDate < from || customer.purchaseDate > to) continue;
    if (!productLines.has(customer.productLine)) continue;
    if (!cities.has(customer.city)) continue;
    if (!modelCodes.has(customer.modelCode)) continue;
    if (!serviceTypes.has(customer.serviceType)) continue;
    if (seen.has(customer.phone)) continue;
    seen.add(customer.phone);
    audience.push(customer);
  }
  return audience;
}

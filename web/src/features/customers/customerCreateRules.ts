import { CUSTOMER_COLUMNS, type CityBook } from '@crm/domain';
import { msg } from '../../i18n/i18n';
import {
  checkCustomerForm,
  CREATE_KEYS,
  CREATE_FIELD_ORDER,
  fieldsOf,
  normaliseCustomerForm,
  type CustomerCreateValues,
  type CustomerFormProblem,
} from './customerRules';

export const EMPTY_CREATE_VALUES: CustomerCreateValues = Object.fromEntries(
  CREATE_FIELD_ORDER.map((field) => [field, '']),
) as CustomerCreateValues;

/** Also a Service Order no loaded customer has: an upload row with a known one updates that customer. */
export function validateCustomerCreate(
  values: CustomerCreateValues,
  cities: CityBook | null,
  takenOrders: readonly string[] | null,
): CustomerFormProblem<keyof CustomerCreateValues> | null {
  const problem = checkCustomerForm(CREATE_KEYS, values, cities);
  if (problem) return problem;
  const order = values.serviceOrder.trim();
  if (!takenOrders?.includes(order)) return null;
  return { messages: [msg('customers.create.orderTaken', { order })], invalid: ['serviceOrder'] };
}

export function normaliseCustomerCreate(
  values: CustomerCreateValues,
  cities: CityBook | null,
): CustomerCreateValues {
  return normaliseCustomerForm(CREATE_KEYS, values, cities);
}

/** The template's columns (@crm/domain), the required ones filled, the others blank. */
export function newCustomerSheet(values: CustomerCreateValues): string[][] {
  const cells = new Map<string, string>(
    fieldsOf(CREATE_KEYS).map((field) => [CREATE_KEYS[field], values[field]]),
  );
  return [
    CUSTOMER_COLUMNS.map((column) => column.name),
    CUSTOMER_COLUMNS.map((column) => cells.get(column.key) ?? ''),
  ];
}

/** Characters a file name cannot hold become -. */
export function newCustomerFileName(serviceOrder: string): string {
  return `new-customer-${serviceOrder.trim().replace(/[^\w.-]+/g, '-')}.xlsx`;
}

/** The invalid-rows sheet's reason column, without its "Row 2: " / "Baris 2: " prefix; null without one. */
export function invalidRowReason(sheet: readonly (readonly string[])[]): string | null {
  const [header, ...rows] = sheet;
  const column = CUSTOMER_COLUMNS.length;
  if (!header || header.length <= column) return null;
  for (const row of rows) {
    const reason = (row[column] ?? '').trim();
    if (reason) return reason.replace(/^(?:Row|Baris) \d+:\s*/, '');
  }
  return null;
}

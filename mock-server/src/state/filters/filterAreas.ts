import type { Campaign } from '../campaigns/campaigns.js';
import { Type } from 'typebox';
import { CATEGORIES, CATEGORY_ALIASES, GIFT_CLAIM_COLUMNS } from '../records/columns.js';
import type { UploadRecord } from '../files/files.js';
import { DAY_FILTER, entryText, norm, utcDay, type FilterArea, type Matcher } from './filterEngine.js';
import type { FieldEntry } from '../records/recordTable.js';
import type { Report } from '../reports/reports.js';
import { say } from '../../i18n/messages.js';

/**
 * The matcher table of each filter route (see filterEngine.ts for what a filter means). A text compares the
 * whole value, trimmed and without regard to case: the filter drop-downs offer the exact values, so
 * "Jakarta" must not also match "Jakarta Selatan". A date takes YYYY-MM-DD and matches a UTC calendar day.
 */

type Entries = readonly FieldEntry[];

/** A record-table text: the whole value of the entry with this key. */
const entryValue = (key: string): Matcher<Entries> => ({ actual: (entries) => entryText(entries, key) });

/**
 * The UTC day of a record's last update, read from the entry with `dayKey` (the spec: "the last-update
 * value comes from the customer_name entry"); the server writes updated_at as UTC ISO, so its first ten
 * characters are the day.
 */
const recordDay = (dayKey: string): Matcher<Entries> => ({
  ...DAY_FILTER,
  actual: (entries) => {
    const entry = entries.find((candidate) => candidate.key === dayKey) ?? entries[0];
    return entry ? entry.updated_at.slice(0, 10) : '';
  },
});

/** POST /api/customers. */
export const CUSTOMER_FILTERS: FilterArea<Entries> = {
  nameKey: 'property',
  matchers: {
    customer_name: entryValue('customer_name'),
    mobile_no: entryValue('mobile_no'),
    service_order_no: entryValue('service_order_no'),
    call_type: entryValue('call_type'),
    model_code: entryValue('model_code'),
    city: entryValue('city'),
    updated_at: recordDay('customer_name'),
  },
};

/** POST /api/product-lines. */
export const PRODUCT_LINE_FILTERS: FilterArea<Entries> = {
  nameKey: 'property',
  matchers: {
    code: entryValue('code'),
    model_code: entryValue('model_code'),
    model_description: entryValue('model_description'),
    value: entryValue('value'),
  },
};

const GIFT_CLAIM_DATES = new Set(['tanggal_pembelian', 'tanggal_klaim']);

/** POST /api/gift_claims: every column of the claim, plus the day of its last update. */
export const GIFT_CLAIM_FILTERS: FilterArea<Entries> = {
  nameKey: 'property',
  matchers: {
    ...Object.fromEntries(
      GIFT_CLAIM_COLUMNS.map((column): [string, Matcher<Entries>] => [
        column.key,
        GIFT_CLAIM_DATES.has(column.key)
          ? { ...DAY_FILTER, actual: (entries) => entryText(entries, column.key) }
          : entryValue(column.key),
      ]),
    ),
    // The newest updated_at of the claim's entries.
    updated_at: {
      ...DAY_FILTER,
      actual: (entries) =>
        utcDay(
          entries.reduce((latest, entry) => (entry.updated_at > latest ? entry.updated_at : latest), ''),
        ),
    },
  },
};

/** POST /api/files/filter (filters name a `key`). */
export const UPLOAD_FILTERS: FilterArea<UploadRecord> = {
  nameKey: 'key',
  matchers: {
    status: { actual: (upload) => norm(upload.status) },
    id: { actual: (upload) => norm(upload.uuid) },
    // The day the file was uploaded or last updated (UTC): the "Last Update" filter of the screens.
    upload_at: {
      ...DAY_FILTER,
      actual: (upload) => [utcDay(upload.upload_at), utcDay(upload.updated_at)],
    },
    upload_by: { actual: (upload) => [norm(upload.upload_by_user_name), norm(upload.upload_by_username)] },
    division: {
      actual: (upload) => [norm(upload.upload_by_division_name), norm(upload.upload_by_division_id)],
    },
    category: {
      form: {
        pattern: [...CATEGORIES, ...Object.keys(CATEGORY_ALIASES)].join('|'),
        description: `One of ${CATEGORIES.join(', ')} (or ${Object.keys(CATEGORY_ALIASES).join(', ')})`,
        message: say('filter.unknownCategory', { categories: CATEGORIES.join(', ') }),
      },
      value: (text) => CATEGORY_ALIASES[text] ?? text,
      actual: (upload) => upload.category,
    },
  },
};

/** POST /api/campaigns/filter. */
export const CAMPAIGN_FILTERS: FilterArea<Campaign> = {
  nameKey: 'property',
  matchers: {
    name: { actual: (campaign) => norm(campaign.name) },
    channel_account_id: { value: (text) => text, actual: (campaign) => String(campaign.channel_account_id) },
    submit_at: { ...DAY_FILTER, actual: (campaign) => campaign.created_at.slice(0, 10) },
    // Statuses are stored upper-case ('WAITING APPROVAL') and compared as stored, as a database column would
    // be: a lower-cased label ('waiting approval') matches nothing.
    status: { value: (text) => text, actual: (campaign) => campaign.status },
    submit_by: {
      actual: (campaign) => [norm(campaign.submit_by_user_name), norm(campaign.submit_by_username)],
    },
  },
};

/** POST /api/reports/filter. */
export const REPORT_FILTERS: FilterArea<Report> = {
  nameKey: 'property',
  matchers: {
    report_id: {
      form: {
        pattern: '\\d+',
        description: 'A whole number (digits)',
        message: say('filter.wholeNumber'),
        // Sent as a number: a whole number, within the exact ones (its decimal text is then the id's digits).
        numbers: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
      },
      value: (text) => String(Number(text)),
      actual: (report) => String(report.id),
    },
    campaign_name: { actual: (report) => norm(report.campaign_name) },
    // The division id.
    client_id: { actual: (report) => norm(report.client_id) },
    created_at: { ...DAY_FILTER, actual: (report) => report.created_at.slice(0, 10) },
  },
};

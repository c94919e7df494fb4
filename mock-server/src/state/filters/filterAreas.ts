import { UPLOAD_CATEGORY_NAMES } from '@crm/domain';
import type { Campaign } from '../campaigns/campaigns.js';
import { Type } from 'typebox';
import { CATEGORY_ALIASES, GIFT_CLAIM_COLUMNS } from '../records/columns.js';
import type { UploadRecord } from '../files/files.js';
import { DAY_FILTER, entryText, norm, utcDay, type FilterArea, type Matcher } from './filterEngine.js';
import type { FieldEntry } from '../records/recordTable.js';
import type { Report } from '../reports/reports.js';
import { say } from '../../i18n/messages.js';

// A text compares the whole value: the drop-downs offer exact values, so "Jakarta" must not match
// "Jakarta Selatan".

type Entries = readonly FieldEntry[];

const entryValue = (key: string): Matcher<Entries> => ({ actual: (entries) => entryText(entries, key) });

/** The spec: "the last-update value comes from the customer_name entry"; updated_at is UTC ISO. */
const recordDay = (dayKey: string): Matcher<Entries> => ({
  ...DAY_FILTER,
  actual: (entries) => {
    const entry = entries.find((candidate) => candidate.key === dayKey) ?? entries[0];
    return entry ? entry.updated_at.slice(0, 10) : '';
  },
});

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
        pattern: [...UPLOAD_CATEGORY_NAMES, ...Object.keys(CATEGORY_ALIASES)].join('|'),
        description: `One of ${UPLOAD_CATEGORY_NAMES.join(', ')} (or ${Object.keys(CATEGORY_ALIASES).join(', ')})`,
        message: say('filter.unknownCategory', { categories: UPLOAD_CATEGORY_NAMES.join(', ') }),
      },
      value: (text) => CATEGORY_ALIASES[text] ?? text,
      actual: (upload) => upload.category,
    },
  },
};

export const CAMPAIGN_FILTERS: FilterArea<Campaign> = {
  nameKey: 'property',
  matchers: {
    name: { actual: (campaign) => norm(campaign.name) },
    channel_account_id: { value: (text) => text, actual: (campaign) => String(campaign.channel_account_id) },
    submit_at: { ...DAY_FILTER, actual: (campaign) => campaign.created_at.slice(0, 10) },
    // Compared as stored, as a database column would be: 'waiting approval' matches nothing.
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
        // Within the exact integers, so its decimal text is the id's digits.
        numbers: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
      },
      value: (text) => String(Number(text)),
      actual: (report) => String(report.id),
    },
    campaign_name: { actual: (report) => norm(report.campaign_name) },
    client_id: { actual: (report) => norm(report.client_id) },
    created_at: { ...DAY_FILTER, actual: (report) => report.created_at.slice(0, 10) },
  },
};

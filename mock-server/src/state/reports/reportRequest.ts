import { CAMPAIGN_STATUSES, type CampaignStatus, type Division, type Language } from '@crm/domain';
import { Type, type Static } from 'typebox';
import { anyCaseWords, Closed, LIMITS, NOT_BLANK, Str } from '../../lib/schemas.js';
import {
  channelNameOf,
  findChannelAccount,
  newestFirst,
  type CampaignsState,
  type ChannelAccount,
} from '../campaigns/campaigns.js';
import { isInProgress, type Report, type ReportsState } from './reports.js';
import { say, type Said } from '../../i18n/messages.js';

export interface ReportRequestInput {
  client_id: string;
  campaign_name: string;
  channel_account_id: number;
  /** Upper-case, without duplicates, in the order of CAMPAIGN_STATUSES. */
  request_status: CampaignStatus[];
}

export type ReportRequestResult =
  | {
      ok: true;
      input: ReportRequestInput;
      division: Division;
      account: ChannelAccount;
      channelName: string;
    }
  | { ok: false; errors: Said[] };

export const MAX_CAMPAIGN_NAME = 200;
/** A runaway client cannot queue thousands. */
export const MAX_IN_PROGRESS_PER_USER = 20;

const KNOWN = CAMPAIGN_STATUSES.map((status) => status.toLowerCase()).join(', ');

const STATUS = new RegExp(`^\\s*${anyCaseWords(CAMPAIGN_STATUSES)}\\s*$`);
/** At most 15 digits, so it is exact. */
const ACCOUNT_ID = '^\\s*0*[1-9]\\d{0,14}\\s*$';

const MESSAGES = {
  clientRequired: say('reports.clientRequired'),
  nameRequired: say('validation.required', { path: 'campaign_name' }),
  accountRequired: say('validation.required', { path: 'channel_account_id' }),
  account: say('validation.positiveWhole', { path: 'channel_account_id' }),
  statuses: say('reports.statuses', { known: KNOWN }),
  unknownStatus: (value?: string) =>
    say('reports.unknownStatus', { known: KNOWN, ...(value === undefined ? {} : { value }) }),
};

/** Checks against the data (division, channel account) are validateReportRequest's. */
export const REPORT_REQUEST_BODY_SCHEMA = Closed(
  {
    client_id: Str(LIMITS.id, {
      pattern: NOT_BLANK,
      description: "The division's id: one of the user's divisions.",
      'x-message': {
        required: MESSAGES.clientRequired,
        pattern: MESSAGES.clientRequired,
        default: say('reports.clientNotText'),
      },
    }),
    campaign_name: Str(MAX_CAMPAIGN_NAME, {
      pattern: NOT_BLANK,
      'x-message': {
        required: MESSAGES.nameRequired,
        pattern: MESSAGES.nameRequired,
        default: say('validation.mustBeText', { path: 'campaign_name' }),
      },
    }),
    channel_account_id: Type.Union(
      [Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Str(20, { pattern: ACCOUNT_ID })],
      {
        description: 'An existing channel account (a positive whole number, or its digits as text).',
        'x-message': { required: MESSAGES.accountRequired, default: MESSAGES.account },
      },
    ),
    request_status: Type.Array(
      Str(50, {
        pattern: STATUS.source,
        description: `A campaign status, in any letter case: ${KNOWN}.`,
        'x-message': MESSAGES.unknownStatus(),
      }),
      { minItems: 1, maxItems: 20, 'x-message': { required: MESSAGES.statuses, default: MESSAGES.statuses } },
    ),
  },
  {
    'x-all-errors': true,
    'x-message': say('reports.bodyShape'),
  },
);

export type ReportRequestBody = Static<typeof REPORT_REQUEST_BODY_SCHEMA>;

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function validateReportRequest(
  raw: ReportRequestBody,
  divisions: readonly Division[],
  campaigns: CampaignsState,
): ReportRequestResult {
  const errors: Said[] = [];

  let division: Division | undefined;
  const id = raw.client_id?.trim();
  if (!id) errors.push(MESSAGES.clientRequired);
  else {
    division = divisions.find((entry) => entry.id === id);
    if (!division) {
      const yours = divisions.map((entry) => entry.id).join(', ');
      errors.push(say('reports.notYourDivision', { id, yours: yours || say('words.none') }));
    }
  }

  const campaignName = raw.campaign_name?.trim() ?? '';
  if (!campaignName) errors.push(MESSAGES.nameRequired);

  let account: ChannelAccount | undefined;
  if (blank(raw.channel_account_id)) errors.push(MESSAGES.accountRequired);
  else {
    const text = String(raw.channel_account_id).trim();
    if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text)))
      errors.push(MESSAGES.account);
    else {
      account = findChannelAccount(campaigns, Number(text));
      if (!account) errors.push(say('campaign.accountMissing', { id: text }));
    }
  }

  const statuses = new Set<CampaignStatus>();
  if (!raw.request_status || raw.request_status.length === 0) {
    errors.push(MESSAGES.statuses);
  } else {
    for (const entry of raw.request_status) {
      const text = entry.trim().toUpperCase();
      const status = STATUS.test(entry) ? CAMPAIGN_STATUSES.find((known) => known === text) : undefined;
      if (!status) {
        errors.push(MESSAGES.unknownStatus(entry));
        break;
      }
      statuses.add(status);
    }
  }

  if (errors.length > 0 || !division || !account) return { ok: false, errors };
  return {
    ok: true,
    input: {
      client_id: division.id,
      campaign_name: campaignName,
      channel_account_id: account.id,
      request_status: CAMPAIGN_STATUSES.filter((status) => statuses.has(status)),
    },
    division,
    account,
    channelName: channelNameOf(campaigns, account.id) ?? '-',
  };
}

export interface Requester {
  username: string;
  name: string;
  language: Language;
}

/** The matching campaigns are kept now: the report is about what the user asked for when they asked. */
export function createReport(
  state: ReportsState,
  request: Extract<ReportRequestResult, { ok: true }>,
  requester: Requester,
  at: string,
  campaignIds: readonly number[] = [],
): Report {
  const report: Report = {
    id: state.nextReportId++,
    campaign_name: request.input.campaign_name,
    client_id: request.division.id,
    division: request.division.name,
    channel_account_id: request.account.id,
    channel_name: request.channelName,
    request_status: [...request.input.request_status],
    requested_by_username: requester.username,
    requested_by_name: requester.name,
    created_at: at,
    updated_at: at,
    status: 'PENDING',
    file: null,
    information: null,
    total_rows: null,
    attempts: 0,
    campaign_ids: [...campaignIds],
    language: requester.language,
  };
  state.reports.push(report);
  return report;
}

export function inProgressCount(state: ReportsState, username: string): number {
  return state.reports.filter(
    (report) => report.requested_by_username === username && isInProgress(report.status),
  ).length;
}

export function sortedReports(state: ReportsState): Report[] {
  return [...state.reports].sort(newestFirst);
}

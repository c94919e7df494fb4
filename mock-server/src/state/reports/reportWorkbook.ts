import { type CampaignStatus, neutraliseFormula, type Language } from '@crm/domain';
import * as XLSX from '@e965/xlsx';
import { say, words, type MessageId } from '../../i18n/messages.js';
import { oldestFirst, recipientsOf, type Campaign, type CampaignsState } from '../campaigns/campaigns.js';

// Pure functions over the state (the worker writes the buffer to disk).

export interface ReportCriteria {
  campaign_name: string;
  client_id: string;
  channel_account_id: number;
  request_status: readonly CampaignStatus[];
}

const norm = (value: string) => value.trim().toLowerCase();

/** Case and surrounding blanks ignored. */
export function namedCampaigns(state: CampaignsState, criteria: ReportCriteria): Campaign[] {
  const name = norm(criteria.campaign_name);
  return state.campaigns
    .filter(
      (campaign) =>
        norm(campaign.name) === name &&
        campaign.channel_account_id === criteria.channel_account_id &&
        (campaign.client_id === criteria.client_id || campaign.division === criteria.client_id),
    )
    .sort(oldestFirst);
}

/** Of the division: the campaign's client (its account's owner) or the submitter's division. Oldest first. */
export function matchingCampaigns(state: CampaignsState, criteria: ReportCriteria): Campaign[] {
  return namedCampaigns(state, criteria).filter((campaign) =>
    criteria.request_status.includes(campaign.status),
  );
}

/** Its history says where it has been. */
export function hasHadStatus(campaign: Campaign, statuses: readonly CampaignStatus[]): boolean {
  return (
    statuses.includes(campaign.status) ||
    campaign.histories.some(
      (entry) =>
        statuses.includes(entry.to_status) ||
        (entry.from_status !== null && statuses.includes(entry.from_status)),
    )
  );
}

export const REPORT_COLUMNS = [
  'report.column.campaign',
  'report.column.campaignStatus',
  'report.column.occurrence',
  'report.column.customerName',
  'report.column.phoneNumber',
  'report.column.state',
  'report.column.messageId',
  'report.column.sentAt',
  'report.column.deliveredAt',
  'report.column.readAt',
  'report.column.failedAt',
] as const satisfies readonly MessageId[];

export function reportHeaders(language: Language): string[] {
  return REPORT_COLUMNS.map((column) => words(language, say(column)));
}

/** OWASP "CSV injection": the same neutraliseFormula (@crm/domain) as the uploads' invalid-data sheets. */
export const neutraliseCell = neutraliseFormula;

/** As the screens show them (YYYY-MM-DD HH:mm:ss). */
export function utcText(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 19).replace('T', ' ');
}

export function reportRows(state: CampaignsState, campaigns: readonly Campaign[]): string[][] {
  const rows: string[][] = [];
  for (const campaign of campaigns) {
    for (const recipient of recipientsOf(state, campaign.id)) {
      rows.push(
        [
          campaign.name,
          campaign.status.toLowerCase(),
          String(recipient.occurrence),
          recipient.customer_name,
          recipient.phone_number,
          recipient.state,
          recipient.message_id ?? '',
          utcText(recipient.sent_at),
          utcText(recipient.delivered_at),
          utcText(recipient.read_at),
          utcText(recipient.failed_at),
        ].map(neutraliseCell),
      );
    }
  }
  return rows;
}

export interface ReportSummary {
  campaign_name: string;
  division: string;
  channel_account: string;
  channel_name: string;
  request_status: readonly string[];
  generated_at: string;
  campaigns: number;
}

export function buildReportWorkbook(
  rows: readonly string[][],
  language: Language,
  summary: ReportSummary,
): Buffer {
  const say_ = (id: MessageId) => words(language, say(id));
  const headers = reportHeaders(language);
  const book = XLSX.utils.book_new();
  const data = XLSX.utils.aoa_to_sheet([headers, ...rows]);
  // Enough to read the file without resizing.
  data['!cols'] = headers.map((header, index) => ({
    wch: Math.min(40, Math.max(header.length, ...rows.slice(0, 200).map((row) => row[index]?.length ?? 0))),
  }));
  data['!autofilter'] = { ref: data['!ref'] ?? 'A1' };
  XLSX.utils.book_append_sheet(book, data, say_('report.sheet.report'));
  const request = XLSX.utils.aoa_to_sheet(
    [
      [say_('report.request.campaignName'), summary.campaign_name],
      [say_('report.request.division'), summary.division],
      [say_('report.request.channelAccount'), summary.channel_account],
      [say_('report.request.channel'), summary.channel_name],
      [
        say_('report.request.status'),
        summary.request_status.map((status) => status.toLowerCase()).join(', '),
      ],
      [say_('report.request.campaigns'), String(summary.campaigns)],
      [say_('report.request.rows'), String(rows.length)],
      [say_('report.request.generatedAt'), utcText(summary.generated_at)],
    ].map((row) => row.map(neutraliseCell)),
  );
  request['!cols'] = [{ wch: 20 }, { wch: 50 }];
  XLSX.utils.book_append_sheet(book, request, say_('report.sheet.request'));
  book.Props = { Title: say_('report.title'), Author: 'CRM' };
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

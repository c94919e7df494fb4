import { POLL_INTERVALS } from '../../polling/pollingPolicy';
import type { Campaign } from '../../api/campaigns';
import type { Channel } from '@crm/domain';
import type { ChannelAccount } from '../../api/channels';
import { reportFileName, type Report, type ReportRequest } from '../../api/reports';
import type { Division } from '../../api/types';
import { modules } from '../../config/modules';
import { distinctOptions, type PropertyFilter } from '../../lib/filters';
import { campaignStatusEntry, campaignStatusRank, reportStatusEntry } from '../../lib/statuses';
import { hyphensToSpaces } from '../../lib/text';
import { msg, raw, type MessageId, type Text } from '../../i18n/i18n';

/** The polling policy's 'soon'. */
export const POLL_INTERVAL_MS = POLL_INTERVALS.soon;
export const REQUIRED_MESSAGE: MessageId = 'reports.request.required';
export const REQUIRED_MESSAGE_MS = 4000;
export const REQUEST_SUCCESS: MessageId = 'reports.request.sent';
export const REQUEST_FAILURE: MessageId = 'reports.request.failed';
export const TOAST_LIFE_MS = 3000;

/** Its words (the server's data as raw, a status's word) and value. */
export interface Option<T = string> {
  label: Text;
  value: T;
}

export function channelText(name: string | null | undefined): string {
  return hyphensToSpaces(name ?? '');
}

/** The spec does not enumerate report statuses: an unknown one counts as generating unless its word says it ended. */
export function isGenerating(report: Pick<Report, 'file' | 'status'>): boolean {
  return !report.file && reportStatusEntry(report.status).generating;
}

/** Spec part 2 section 4. */
export function canDownload(report: Pick<Report, 'file' | 'status'>): boolean {
  return Boolean(report.file) && reportStatusEntry(report.status).actions.includes('download');
}

export const NOT_READY_HINT: MessageId = 'reports.hint.notReady';
/** A Message, not a bare id, so it can be a value inside another message. */
export const NO_REASON: Text = msg('reports.noReason');

export function hasFailed(report: Pick<Report, 'status' | 'file'>): boolean {
  return !report.file && reportStatusEntry(report.status).tone === 'danger';
}

/** The server's `information`, as written; null for a report that has not failed. */
export function failureReason(report: Pick<Report, 'status' | 'file' | 'information'>): Text | null {
  if (!hasFailed(report)) return null;
  const information = report.information?.trim();
  return information ? raw(information) : NO_REASON;
}

export function downloadHint(report: Pick<Report, 'status' | 'file' | 'information'>): Text {
  const name = reportFileName(report.file);
  if (name && canDownload(report)) return msg('reports.hint.download', { name });
  const reason = failureReason(report);
  return reason ? msg('reports.hint.failed', { reason }) : NOT_READY_HINT;
}

/** The id breaks ties. */
export function newestFirst<T extends { id: number; created_at: string }>(a: T, b: T): number {
  return (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id;
}

export function canRequestReports(held: readonly string[]): boolean {
  return [modules.reportList, modules.reportRequest].every((module) => held.includes(module));
}

/** The division is picked by name and sent as client_id: the ids of the loaded reports with that name. */
export function buildReportFilters(
  filters: readonly PropertyFilter[],
  reports: readonly Report[],
): PropertyFilter[] {
  return filters.flatMap(({ property, value }) => {
    if (property !== 'division') return [{ property, value }];
    const ids = distinctOptions(
      reports.filter((report) => report.division === value).map((report) => report.client_id),
    );
    return (ids.length ? ids : [value]).map((id) => ({ property: 'client_id', value: id }));
  });
}

export function mergeCampaigns(list: readonly Campaign[], finished: readonly Campaign[]): Campaign[] {
  const byId = new Map<number, Campaign>();
  for (const campaign of [...list, ...finished]) if (!byId.has(campaign.id)) byId.set(campaign.id, campaign);
  return [...byId.values()].sort(newestFirst);
}

export function campaignNameOptions(campaigns: readonly Campaign[]): string[] {
  const names: string[] = [];
  for (const campaign of campaigns) {
    const name = campaign.name?.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** "The status filter options come from the data" (spec), in lifecycle order, sent as the server wrote them. */
export function campaignStatusOptions(campaigns: readonly Campaign[]): Option[] {
  const statuses = [...new Set(campaigns.map((campaign) => campaign.status?.trim()).filter(Boolean))];
  return statuses
    .sort((a, b) => campaignStatusRank(a) - campaignStatusRank(b) || a.localeCompare(b))
    .map((status) => ({ label: campaignStatusEntry(status).text, value: status }));
}

/** The request sends the division id as client_id. */
export function divisionOptions(divisions: readonly Division[] | null | undefined): Option[] {
  return (divisions ?? []).map((division) => ({ label: raw(division.name), value: division.id }));
}

export function channelOptions(
  accounts: readonly ChannelAccount[],
  channels: readonly Channel[],
): Option<number>[] {
  return accounts.map((account) => {
    const channel = channels.find((entry) => entry.id === account.channel_id)?.name;
    const name = channel ? `${account.name} (${channelText(channel)})` : account.name;
    return { label: raw(name), value: account.id };
  });
}

export interface RequestFormValues {
  campaignName: string | null;
  division: string | null;
  channelAccountId: number | null;
  statuses: string[];
}

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  campaignName: null,
  division: null,
  channelAccountId: null,
  statuses: [],
};

/** All four are required (spec part 2 section 5), in form order. */
export function missingRequestFields(values: RequestFormValues): (keyof RequestFormValues)[] {
  const missing: (keyof RequestFormValues)[] = [];
  if (!values.campaignName?.trim()) missing.push('campaignName');
  if (!values.division?.trim()) missing.push('division');
  if (values.channelAccountId === null) missing.push('channelAccountId');
  if (values.statuses.length === 0) missing.push('statuses');
  return missing;
}

export function isRequestComplete(values: RequestFormValues): boolean {
  return missingRequestFields(values).length === 0;
}

export function toReportRequest(values: RequestFormValues): ReportRequest {
  return {
    client_id: values.division?.trim() ?? '',
    campaign_name: values.campaignName?.trim() ?? '',
    channel_account_id: values.channelAccountId ?? 0,
    request_status: [...values.statuses],
  };
}

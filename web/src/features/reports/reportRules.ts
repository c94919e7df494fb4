import { POLL_INTERVALS } from '../../polling/pollingPolicy';
import type { Campaign } from '../../api/campaigns';
import type { Channel, ChannelAccount } from '../../api/channels';
import { reportFileName, type Report, type ReportRequest } from '../../api/reports';
import type { Division } from '../../api/types';
import { modules } from '../../config/modules';
import { distinctOptions, type PropertyFilter } from '../../lib/filters';
import { campaignStatusEntry, campaignStatusRank, reportStatusEntry } from '../../lib/statuses';
import { hyphensToSpaces } from '../../lib/text';
import { msg, raw, type MessageId, type Text } from '../../i18n/i18n';

/** The rules of the Report Campaign screen (spec part 2 sections 2, 4, 5, 7, 8 and 9), as plain functions. */

/** While a report is being generated the list refreshes itself this often (the polling policy's 'soon'). */
export const POLL_INTERVAL_MS = POLL_INTERVALS.soon;
export const REQUIRED_MESSAGE: MessageId = 'reports.request.required';
export const REQUIRED_MESSAGE_MS = 4000;
export const REQUEST_SUCCESS: MessageId = 'reports.request.sent';
export const REQUEST_FAILURE: MessageId = 'reports.request.failed';
/** Toasts on the report screen close after 3 s. */
export const TOAST_LIFE_MS = 3000;

/** A choice of the Request Download dialog: its words (the server's data as raw, a status's word) and value. */
export interface Option<T = string> {
  label: Text;
  value: T;
}

/** Channel names are shown with hyphens as spaces. */
export function channelText(name: string | null | undefined): string {
  return hyphensToSpaces(name ?? '');
}

/**
 * A report still being generated: no file yet and a status the catalogue calls generating. The spec does not
 * enumerate report statuses: a status it does not know counts as generating unless its word says it ended.
 */
export function isGenerating(report: Pick<Report, 'file' | 'status'>): boolean {
  return !report.file && reportStatusEntry(report.status).generating;
}

/** The download needs the file (spec part 2 section 4) and a status that allows it. */
export function canDownload(report: Pick<Report, 'file' | 'status'>): boolean {
  return Boolean(report.file) && reportStatusEntry(report.status).actions.includes('download');
}

// ---- A report's file: the download's tooltip, and why a failed report has none ----

export const NOT_READY_HINT: MessageId = 'reports.hint.notReady';
/** A message (not a bare id), so it can stand as a value inside another message ("The report failed: {reason}"). */
export const NO_REASON: Text = msg('reports.noReason');

/** A report that ended without a file (the red statuses of the report catalogue). */
export function hasFailed(report: Pick<Report, 'status' | 'file'>): boolean {
  return !report.file && reportStatusEntry(report.status).tone === 'danger';
}

/**
 * Why a failed report failed (the server's `information`, shown as the server wrote it), or null for a report
 * that has not failed.
 */
export function failureReason(report: Pick<Report, 'status' | 'file' | 'information'>): Text | null {
  if (!hasFailed(report)) return null;
  const information = report.information?.trim();
  return information ? raw(information) : NO_REASON;
}

/** The download icon's tooltip: the file to download, why a failed report has none, or that it is coming. */
export function downloadHint(report: Pick<Report, 'status' | 'file' | 'information'>): Text {
  const name = reportFileName(report.file);
  if (name && canDownload(report)) return msg('reports.hint.download', { name });
  const reason = failureReason(report);
  return reason ? msg('reports.hint.failed', { reason }) : NOT_READY_HINT;
}

/** Newest first by created_at; the id breaks ties. */
export function newestFirst<T extends { id: number; created_at: string }>(a: T, b: T): number {
  return (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id;
}

/** The Request Download button needs every listed report module: crm.report.list and crm.report.request. */
export function canRequestReports(held: readonly string[]): boolean {
  return [modules.reportList, modules.reportRequest].every((module) => held.includes(module));
}

// ---- Filters ----

/**
 * The filters of POST /api/reports/filter from the list kit's (report_id, campaign_name, division,
 * created_at; blanks already left out): the division is picked by name and sent as client_id, the id(s) of
 * the loaded reports with that name (the name itself when no loaded report has it).
 */
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

// ---- Request Download ----

/** The list results and the FINISHED history merged: one entry per campaign id, newest first. */
export function mergeCampaigns(list: readonly Campaign[], finished: readonly Campaign[]): Campaign[] {
  const byId = new Map<number, Campaign>();
  for (const campaign of [...list, ...finished]) if (!byId.has(campaign.id)) byId.set(campaign.id, campaign);
  return [...byId.values()].sort(newestFirst);
}

/** Campaign names, newest campaign first, each once. */
export function campaignNameOptions(campaigns: readonly Campaign[]): string[] {
  const names: string[] = [];
  for (const campaign of campaigns) {
    const name = campaign.name?.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Campaign Status options: the statuses found in the loaded campaigns (the spec: "the status filter options
 * come from the data"), in the catalogue's lifecycle order, shown in words (the status catalogue's text), sent as the
 * server wrote them.
 */
export function campaignStatusOptions(campaigns: readonly Campaign[]): Option[] {
  const statuses = [...new Set(campaigns.map((campaign) => campaign.status?.trim()).filter(Boolean))];
  return statuses
    .sort((a, b) => campaignStatusRank(a) - campaignStatusRank(b) || a.localeCompare(b))
    .map((status) => ({ label: campaignStatusEntry(status).text, value: status }));
}

/** Division options: the signed-in user's divisions; the request sends the division id as client_id. */
export function divisionOptions(divisions: readonly Division[] | null | undefined): Option[] {
  return (divisions ?? []).map((division) => ({ label: raw(division.name), value: division.id }));
}

/** Channel options: the channel accounts (value channel_account_id), named with their channel when known. */
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

/** The Request Download fields still empty (all four are required, spec part 2 section 5), in form order. */
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

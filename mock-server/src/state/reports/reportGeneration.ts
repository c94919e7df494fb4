import { reportFileName } from './reportFiles.js';
import {
  findChannelAccount,
  oldestFirst,
  type Campaign,
  type CampaignsState,
} from '../campaigns/campaigns.js';
import type { Report } from './reports.js';
import {
  buildReportWorkbook,
  hasHadStatus,
  matchingCampaigns,
  namedCampaigns,
  reportRows,
  type ReportCriteria,
} from './reportWorkbook.js';

/** Includes campaigns that have moved on since (approved while "waiting approval" was chosen): what the user saw. */
export function requestedCampaigns(campaigns: CampaignsState, criteria: ReportCriteria): Campaign[] {
  return namedCampaigns(campaigns, criteria).filter((campaign) =>
    hasHadStatus(campaign, criteria.request_status),
  );
}
import { joined, say, type Said } from '../../i18n/messages.js';

/**
 * Those that matched when requested, as they are now, plus any that match now: a campaign whose status moved on
 * before generation is still in its report.
 */
export function reportCampaigns(campaigns: CampaignsState, report: Report): Campaign[] {
  const requested = new Set(report.campaign_ids ?? []);
  const byId = new Map(
    campaigns.campaigns
      .filter((campaign) => requested.has(campaign.id))
      .map((campaign) => [campaign.id, campaign]),
  );
  for (const campaign of matchingCampaigns(campaigns, report)) byId.set(campaign.id, campaign);
  return [...byId.values()].sort(oldestFirst);
}

/** A report about nothing is more likely a wrong choice than a wish, so it FAILS with what to change. */
function noCampaignReason(campaigns: CampaignsState, report: Report, accountName: string | undefined): Said {
  const either = (statuses: readonly string[]) =>
    joined(
      statuses.map((status) => status.toLowerCase()),
      'words.or',
    );
  const named = namedCampaigns(campaigns, report);
  if (named.length > 0) {
    const now = [...new Set(named.map((campaign) => campaign.status))];
    return say('reports.campaignMovedOn', {
      name: report.campaign_name,
      now: either(now),
      requested: either(report.request_status),
    });
  }
  return say('reports.noCampaign', {
    name: report.campaign_name,
    account: accountName ?? report.channel_account_id,
    division: report.division,
    statuses: report.request_status.map((status) => status.toLowerCase()).join(', '),
  });
}

export type GenerationOutcome =
  | { ok: true; fileName: string; bytes: Buffer; rows: number; campaigns: number }
  | { ok: false; reason: Said };

export function generateReport(campaigns: CampaignsState, report: Report, at: string): GenerationOutcome {
  const account = findChannelAccount(campaigns, report.channel_account_id);
  const matched = reportCampaigns(campaigns, report);
  if (matched.length === 0) return { ok: false, reason: noCampaignReason(campaigns, report, account?.name) };
  const rows = reportRows(campaigns, matched);
  const bytes = buildReportWorkbook(rows, report.language ?? 'en', {
    campaign_name: report.campaign_name,
    division: report.division,
    channel_account: account?.name ?? String(report.channel_account_id),
    channel_name: report.channel_name,
    request_status: report.request_status,
    generated_at: at,
    campaigns: matched.length,
  });
  return { ok: true, fileName: reportFileName(report), bytes, rows: rows.length, campaigns: matched.length };
}

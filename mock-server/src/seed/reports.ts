import { type CampaignStatus, type ReportStatus } from '@crm/domain';
import { clearReportFiles, storedPath, writeReportFile } from '../state/reports/reportFiles.js';
import { ALL_DIVISIONS, findPersona } from '../personas.js';
import { channelNameOf } from '../state/campaigns/campaigns.js';
import type { MockState } from '../state/store/mockState.js';
import { generateReport } from '../state/reports/reportGeneration.js';
import { emptyReports, reportWords, type Report } from '../state/reports/reports.js';
import { say } from '../i18n/messages.js';

// Earlier report files are removed first, so a reset leaves none stale. PENDING and PROCESSING ones are picked
// up by the worker like interrupted requests.

const MINUTE = 60_000;

/** One line a report: every plan has the same fields, in this order. */
function plan(
  campaign: string,
  account: number,
  division: string,
  by: 'marketer' | 'admin',
  statuses: CampaignStatus[],
  minutesAgo: number,
  target: ReportStatus,
) {
  return { campaign, account, division, by, statuses, minutesAgo, target };
}

const DAYS = 24 * 60;
const MARKETING = 'div-marketing';

export const REPORT_PLANS: readonly ReturnType<typeof plan>[] = [
  plan('SMS Flash Sale', 3, MARKETING, 'admin', ['FINISHED'], 50 * DAYS, 'READY'),
  plan('Ramadan Service Promo', 1, MARKETING, 'marketer', ['FINISHED'], 40 * DAYS, 'READY'),
  plan('Cooker Hood Upgrade', 2, 'div-consumer-care', 'admin', ['FINISHED', 'DONE'], 25 * DAYS, 'READY'),
  plan('Kitchen Appliance Launch', 1, MARKETING, 'marketer', ['DONE', 'FINISHED'], 20 * DAYS, 'READY'),
  plan('Warranty Care Video', 1, MARKETING, 'marketer', ['FINISHED'], 15 * DAYS, 'FAILED'),
  plan('Year End Clearance', 1, MARKETING, 'marketer', ['STOPPED'], 10 * DAYS, 'READY'),
  plan('Feedback Survey Q3', 1, MARKETING, 'marketer', ['DONE'], 6 * 60, 'FAILED'),
  plan('Feedback Survey Q3', 1, MARKETING, 'marketer', ['ON GOING', 'PROCCESSED', 'DONE'], 3, 'PROCESSING'),
  plan('Air Conditioner Cleaning', 1, MARKETING, 'admin', ['ON GOING'], 1, 'PENDING'),
];

export async function seedReports(state: MockState, dataDir: string, now: Date): Promise<void> {
  state.reports = emptyReports();
  const area = state.reports;
  await clearReportFiles(dataDir);
  for (const plan of REPORT_PLANS) {
    const persona = findPersona(plan.by);
    const division = ALL_DIVISIONS.find((entry) => entry.id === plan.division);
    if (!persona || !division)
      throw new Error(`seed: unknown persona or division in report plan ${plan.campaign}`);
    const createdMs = now.getTime() - plan.minutesAgo * MINUTE;
    const created = new Date(createdMs).toISOString();
    const report: Report = {
      id: area.nextReportId++,
      campaign_name: plan.campaign,
      client_id: division.id,
      division: division.name,
      channel_account_id: plan.account,
      channel_name: channelNameOf(state.campaigns, plan.account) ?? '-',
      request_status: [...plan.statuses],
      requested_by_username: persona.username,
      requested_by_name: persona.user.display_name,
      created_at: created,
      updated_at: created,
      status: 'PENDING',
      file: null,
      information: null,
      total_rows: null,
      attempts: 0,
    };
    area.reports.push(report);
    if (plan.target === 'PENDING') continue;
    report.attempts = 1;
    report.status = 'PROCESSING';
    if (plan.target === 'PROCESSING') continue;
    const generatedAt = new Date(createdMs + Math.min(5 * MINUTE, (plan.minutesAgo * MINUTE) / 10));
    const outcome = generateReport(state.campaigns, report, generatedAt.toISOString());
    report.updated_at = generatedAt.toISOString();
    if (plan.target === 'FAILED' || !outcome.ok) {
      report.status = 'FAILED';
      report.information = reportWords(
        report,
        outcome.ok ? say('reports.writeFailedCode', { code: 'ENOSPC' }) : outcome.reason,
      );
      continue;
    }
    await writeReportFile(dataDir, outcome.fileName, outcome.bytes);
    report.status = 'READY';
    report.file = storedPath(outcome.fileName);
    report.total_rows = outcome.rows;
  }
}

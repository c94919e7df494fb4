import { storedPath, writeReportFile } from '../../../mock-server/src/lib/reportFiles';
import { findPersona } from '../../../mock-server/src/personas';
import { findChannelAccount } from '../../../mock-server/src/state/campaigns';
import { generateReport } from '../../../mock-server/src/state/reportGeneration';
import type { Report } from '../../../mock-server/src/state/reports';
import type { ProviderContext, StateHandlers } from '../providerContext';

/** Provider states of the report interactions. */
export function reportsStates(ctx: ProviderContext): StateHandlers {
  const finishedCampaign = (name: string, account: number) => {
    const campaign = ctx.app.store.state.campaigns.campaigns.find(
      (entry) => entry.name === name && entry.channel_account_id === account && entry.status === 'FINISHED',
    );
    if (!campaign) throw new Error(`provider state: no FINISHED campaign '${name}' on account ${account}`);
    return campaign;
  };

  return {
    /** The reports are exactly one READY report whose file (written now) is reports/{name}. */
    'a ready report with file {name} exists': async (params) => {
      const name = String(params?.name);
      const campaignName = String(params?.campaign_name ?? 'Ramadan Service Promo');
      const campaigns = ctx.app.store.state.campaigns;
      const campaign = finishedCampaign(campaignName, 1);
      const marketer = findPersona('marketer');
      const at = new Date(ctx.app.clock.now()).toISOString();
      const report: Report = {
        id: 1,
        campaign_name: campaign.name,
        client_id: campaign.client_id,
        division: 'Marketing',
        channel_account_id: campaign.channel_account_id,
        channel_name: 'whatsapp-business',
        request_status: ['FINISHED'],
        requested_by_username: 'marketer',
        requested_by_name: marketer?.user.display_name ?? 'Citra Marketer',
        created_at: at,
        updated_at: at,
        status: 'PROCESSING',
        file: null,
        information: null,
        total_rows: null,
        attempts: 1,
      };
      if (!findChannelAccount(campaigns, campaign.channel_account_id))
        throw new Error('provider state: no account');
      const outcome = generateReport(campaigns, report, at);
      if (!outcome.ok) throw new Error(`provider state: ${outcome.reason}`);
      await writeReportFile(ctx.app.config.dataDir, name, outcome.bytes);
      Object.assign(report, { status: 'READY', file: storedPath(name), total_rows: outcome.rows });
      ctx.app.store.state.reports = { reports: [report], nextReportId: 2 };
      ctx.app.store.changed('reports');
    },
    'the campaign {name} on channel account {account} has finished': (params) => {
      finishedCampaign(String(params?.name), Number(params?.account));
    },
  };
}

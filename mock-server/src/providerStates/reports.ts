import { storedPath, writeReportFile } from '../state/reports/reportFiles.js';
import { findPersona } from '../personas.js';
import { findChannelAccount } from '../state/campaigns/campaigns.js';
import { generateReport } from '../state/reports/reportGeneration.js';
import { reportWords, type Report } from '../state/reports/reports.js';
import type { FastifyInstance } from 'fastify';
import { param, type ProviderState } from './definition.js';

function finishedCampaign(app: FastifyInstance, name: string, account: number) {
  const campaign = app.store.state.campaigns.campaigns.find(
    (entry) => entry.name === name && entry.channel_account_id === account && entry.status === 'FINISHED',
  );
  if (!campaign) throw new Error(`no FINISHED campaign '${name}' on account ${account}`);
  return campaign;
}

export const reportStates: readonly ProviderState[] = [
  {
    name: 'a ready report with file {name} exists',
    description:
      'The reports are exactly one: report 1 of the FINISHED campaign {campaign_name} (client div-marketing, ' +
      'WABA account 1), status READY, requested by marketer, whose .xlsx file is reports/{name}.',
    params: { name: 'the report file name', campaign_name: 'the campaign the report is about' },
    setup: async (app, params) => {
      const name = param(params, 'name');
      const campaign = finishedCampaign(
        app,
        params.campaign_name == null ? 'Ramadan Service Promo' : param(params, 'campaign_name'),
        1,
      );
      const campaigns = app.store.state.campaigns;
      const marketer = findPersona('marketer');
      const at = app.clock.iso();
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
      if (!findChannelAccount(campaigns, campaign.channel_account_id)) throw new Error('no account');
      const outcome = generateReport(campaigns, report, at);
      if (!outcome.ok) throw new Error(reportWords(report, outcome.reason));
      await writeReportFile(app.config.dataDir, name, outcome.bytes);
      Object.assign(report, { status: 'READY', file: storedPath(name), total_rows: outcome.rows });
      app.store.state.reports = { reports: [report], nextReportId: 2 };
      app.store.changed('reports');
    },
  },
  {
    name: 'the campaign {name} on channel account {account} has finished',
    description: 'The campaign named {name} on the WABA account {account} has the status FINISHED.',
    params: { name: 'the campaign name', account: 'the WABA account id' },
    setup: (app, params) => {
      finishedCampaign(app, param(params, 'name'), Number(param(params, 'account')));
    },
  },
];

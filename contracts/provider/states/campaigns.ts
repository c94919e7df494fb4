import { CUSTOMER_COLUMNS, PRODUCT_LINE_COLUMNS } from '../../../mock-server/src/state/columns';
import type { Campaign, CampaignStatus } from '../../../mock-server/src/state/campaigns';
import { insertRecord } from '../../../mock-server/src/state/recordTable';
import type { ProviderContext, StateHandlers } from '../providerContext';

/**
 * Provider states of the campaign, channel, template and list interactions. The verification runs the mock
 * with its campaign engine off (see verify.test.ts), so a campaign stays in the status a state puts it in.
 */

const STATUS_OF: Record<string, CampaignStatus> = {
  'waiting approval': 'WAITING APPROVAL',
  'on going': 'ON GOING',
  finished: 'FINISHED',
};

/**
 * Makes campaign `id` one in `status`: a seeded campaign in that status takes the id (and the campaign that had
 * it takes the other id, recipients following their campaigns).
 */
export function ensureCampaign(ctx: ProviderContext, id: number, status: CampaignStatus): Campaign {
  const area = ctx.app.store.state.campaigns;
  const current = area.campaigns.find((campaign) => campaign.id === id);
  if (current?.status === status) return current;
  const donor = area.campaigns.find((campaign) => campaign.status === status && campaign.id !== id);
  if (!donor) throw new Error(`provider state: the seed has no campaign that is ${status}`);
  const donorId = donor.id;
  const donorRows = area.recipients[String(donorId)] ?? [];
  const currentRows = area.recipients[String(id)] ?? [];
  donor.id = id;
  area.recipients[String(id)] = donorRows;
  if (current) {
    current.id = donorId;
    area.recipients[String(donorId)] = currentRows;
  } else {
    delete area.recipients[String(donorId)];
  }
  ctx.app.store.changed('campaigns');
  return donor;
}

function insertCustomer(ctx: ProviderContext, values: Record<string, string>): void {
  insertRecord(ctx.app.store.state.customers, CUSTOMER_COLUMNS, values, new Date().toISOString());
  ctx.app.store.changed('customers');
}

export function campaignStates(ctx: ProviderContext): StateHandlers {
  const statusState = (label: string) => (params?: Record<string, unknown>) => {
    ensureCampaign(ctx, Number(params?.id), STATUS_OF[label] as CampaignStatus);
  };
  return {
    'campaigns exist': () => {
      if (ctx.app.store.state.campaigns.campaigns.length === 0)
        throw new Error('provider state: no seeded campaigns');
    },
    'a campaign with id {id} is waiting approval': statusState('waiting approval'),
    'a campaign with id {id} is on going': statusState('on going'),
    'a campaign with id {id} is finished': statusState('finished'),
    'a rejected campaign exists': () => {
      ensureCampaign(ctx, 5, 'REJECTED');
    },
    'a campaign with id {id} has a recipient with phone number {phone}': (params) => {
      ensureCampaign(ctx, Number(params?.id), 'FINISHED');
      const rows = ctx.app.store.state.campaigns.recipients[String(params?.id)] ?? [];
      if (!rows[0]) throw new Error('provider state: the finished campaign has no recipients');
      rows[0].phone_number = String(params?.phone);
      ctx.app.store.changed('campaigns');
    },
    'customers match the segmentation {segment}': (params) => {
      const segment = (params?.segment ?? {}) as Record<string, string>;
      insertCustomer(ctx, {
        customer_name: 'Contract Customer',
        mobile_no: '628990009999',
        service_order_no: 'CT-SO-1',
        city: segment.city ?? '',
        model_code: segment.model_code ?? '',
        'product_line_alpha_-_numeric': segment.product_line ?? '',
        call_type: segment.call_type ?? '',
        closure_date: segment.closure_date ?? '',
      });
    },
    'customers exist': () => {
      if (Object.keys(ctx.app.store.state.customers.records).length > 0) return;
      insertCustomer(ctx, {
        customer_name: 'Contract Customer',
        mobile_no: '628990009999',
        service_order_no: 'CT-SO-1',
        city: 'Jakarta',
        call_type: 'Repair',
      });
    },
    'product lines exist': () => {
      const table = ctx.app.store.state.productLines;
      if (Object.keys(table.records).length > 0) return;
      insertRecord(
        table,
        PRODUCT_LINE_COLUMNS,
        { code: 'WM01', value: 'Washing Machine', model_code: 'EWF8024', model_description: 'Front load' },
        new Date().toISOString(),
      );
      ctx.app.store.changed('productLines');
    },
    'the WABA account Electrolux_M2M exists': () => {
      const accounts = ctx.app.store.state.campaigns.channelAccounts;
      if (!accounts.some((account) => account.name === 'Electrolux_M2M'))
        throw new Error('provider state: the catalogue lacks Electrolux_M2M');
    },
    'the signed-in user is {persona}': (params) => {
      ctx.actAs(String(params?.persona));
    },
  };
}

import { type CampaignStatus } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { type Campaign } from '../state/campaigns/campaigns.js';
import { CUSTOMER_COLUMNS } from '../state/records/columns.js';
import { insertRecord } from '../state/records/recordTable.js';
import { param, type ProviderState } from './definition.js';

// The mock runs these with CAMPAIGN_ENGINE=off, so a campaign stays in the status a state puts it in.

/** A seeded campaign in `status` takes the id; the campaign that had it takes the other id. */
export function ensureCampaign(app: FastifyInstance, id: number, status: CampaignStatus): Campaign {
  const area = app.store.state.campaigns;
  const current = area.campaigns.find((campaign) => campaign.id === id);
  if (current?.status === status) return current;
  // A donor on the WABA account 1 first: the states name that account.
  const candidates = area.campaigns.filter((campaign) => campaign.status === status && campaign.id !== id);
  const donor = candidates.find((campaign) => campaign.channel_account_id === 1) ?? candidates[0];
  if (!donor) throw new Error(`the seed has no campaign that is ${status}`);
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
  app.store.changed('campaigns');
  return donor;
}

const statusState = (label: string, status: CampaignStatus): ProviderState => ({
  name: `a campaign with id {id} is ${label}`,
  description: `The campaign {id} exists with the status ${status}, on the WABA account 1 (Electrolux_M2M).`,
  params: { id: 'the campaign id' },
  setup: (app, params) => {
    const campaign = ensureCampaign(app, Number(param(params, 'id')), status);
    if (campaign.channel_account_id !== 1)
      throw new Error(`campaign ${campaign.id} is not on the WABA account 1`);
  },
});

export const campaignStates: readonly ProviderState[] = [
  {
    name: 'campaigns exist',
    description: 'At least one campaign exists; the campaign 99999 does not.',
    setup: (app) => {
      const campaigns = app.store.state.campaigns.campaigns;
      if (campaigns.length === 0) throw new Error('no seeded campaigns');
      if (campaigns.some((campaign) => campaign.id === 99999)) throw new Error('a campaign 99999 exists');
    },
  },
  statusState('waiting approval', 'WAITING APPROVAL'),
  statusState('on going', 'ON GOING'),
  statusState('finished', 'FINISHED'),
  {
    name: 'a rejected campaign exists',
    description: 'At least one campaign has the status REJECTED and a rejection note.',
    setup: (app) => {
      ensureCampaign(app, 5, 'REJECTED');
    },
  },
  {
    name: 'a campaign with id {id} has a recipient with phone number {phone}',
    description:
      'The campaign {id} is FINISHED and one of its recipients has the phone number {phone} (message read).',
    params: { id: 'the campaign id', phone: 'the recipient phone number' },
    setup: (app, params) => {
      const id = param(params, 'id');
      ensureCampaign(app, Number(id), 'FINISHED');
      const rows = app.store.state.campaigns.recipients[id] ?? [];
      if (!rows[0]) throw new Error('the finished campaign has no recipients');
      rows[0].phone_number = param(params, 'phone');
      app.store.changed('campaigns');
    },
  },
  {
    name: 'customers match the segmentation {segment}',
    description:
      'At least one customer matches the segmentation {segment} (city, model_code, product_line, call_type ' +
      'and a closure_date inside the purchase period), and the template 101 service_reminder of the WABA ' +
      'account 1 is approved.',
    params: { segment: 'an object: city, model_code, product_line, call_type, closure_date' },
    setup: (app, params) => {
      const segment = (params.segment ?? {}) as Record<string, string>;
      insertRecord(
        app.store.state.customers,
        CUSTOMER_COLUMNS,
        {
          customer_name: 'Contract Customer',
          mobile_no: '628990009999',
          service_order_no: 'CT-SO-1',
          city: segment.city ?? '',
          model_code: segment.model_code ?? '',
          'product_line_alpha_-_numeric': segment.product_line ?? '',
          call_type: segment.call_type ?? '',
          closure_date: segment.closure_date ?? '',
        },
        app.clock.iso(),
      );
      app.store.changed('customers');
    },
  },
  {
    name: 'the WABA account Electrolux_M2M exists',
    description:
      'The WABA account 1 is named Electrolux_M2M (channel 1, whatsapp-business, client div-marketing), and its ' +
      'template 101 service_reminder exists.',
    setup: (app) => {
      const accounts = app.store.state.campaigns.channelAccounts;
      if (!accounts.some((account) => account.name === 'Electrolux_M2M'))
        throw new Error('the catalogue lacks Electrolux_M2M');
    },
  },
];

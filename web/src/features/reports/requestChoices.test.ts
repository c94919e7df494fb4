import { raw } from '../../i18n/i18n';
import { EMPTY_REQUEST_FORM } from './reportRules';
import { keepOfferedChoices, requestChoicesFor } from './requestChoices';
import { campaign } from './testData';

const CHANNELS = [
  { label: raw('Electrolux_M2M (whatsapp business)'), value: 1 },
  { label: raw('Electrolux_SMS (sms)'), value: 3 },
];
const STATUSES = [
  { label: 'status.campaign.onGoing', value: 'ON GOING' },
  { label: 'status.campaign.done', value: 'DONE' },
  { label: 'status.campaign.finished', value: 'FINISHED' },
] as const;
const CAMPAIGNS = [
  campaign({ id: 1, name: 'Ramadan Promo', channel_account_id: 1, status: 'FINISHED' }),
  campaign({ id: 2, name: 'Ramadan Promo', channel_account_id: 1, status: 'ON GOING' }),
  campaign({ id: 3, name: 'SMS Blast', channel_account_id: 3, status: 'DONE' }),
];

describe('Request Download choices', () => {
  it('narrow Channel and Campaign Status to what the chosen campaign has', () => {
    expect(requestChoicesFor('Ramadan Promo', CAMPAIGNS, CHANNELS, STATUSES)).toEqual({
      channels: [CHANNELS[0]],
      statuses: [STATUSES[0], STATUSES[2]],
    });
    expect(requestChoicesFor(' sms blast ', CAMPAIGNS, CHANNELS, STATUSES)).toEqual({
      channels: [CHANNELS[1]],
      statuses: [STATUSES[1]],
    });
  });

  it('offer everything while no campaign (or an unknown one) is chosen', () => {
    expect(requestChoicesFor(null, CAMPAIGNS, CHANNELS, STATUSES)).toEqual({
      channels: CHANNELS,
      statuses: STATUSES,
    });
    expect(requestChoicesFor('Other', CAMPAIGNS, CHANNELS, STATUSES).channels).toEqual(CHANNELS);
  });

  it('a change of campaign drops the channel and statuses it cannot have', () => {
    const values = {
      ...EMPTY_REQUEST_FORM,
      campaignName: 'SMS Blast',
      channelAccountId: 1,
      statuses: ['DONE', 'FINISHED'],
    };
    expect(keepOfferedChoices(values, requestChoicesFor('SMS Blast', CAMPAIGNS, CHANNELS, STATUSES))).toEqual(
      {
        ...values,
        channelAccountId: null,
        statuses: ['DONE'],
      },
    );
  });
});

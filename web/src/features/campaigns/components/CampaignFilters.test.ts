import { campaign } from '../../../test/campaigns';
import { campaignFilters, EMPTY_FILTERS, filterOptions } from './CampaignFilters';

describe('campaign filters', () => {
  const campaigns = [
    campaign({ id: 1, status: 'ON GOING' }),
    campaign({ id: 2, status: 'WAITING APPROVAL' }),
    campaign({ id: 3, status: 'WAITING APPROVAL' }),
    campaign({ id: 4, status: 'PAUSED' }),
  ];

  it('offer each status once, as its lower-cased label, in lifecycle order', () => {
    expect(filterOptions(campaigns, [], []).statuses.map((option) => option.label)).toEqual([
      'waiting approval',
      'on going',
      'paused',
    ]);
  });

  it('send the status as the backend stores it, not the label shown', () => {
    const options = filterOptions(campaigns, [], []);
    expect(campaignFilters({ ...EMPTY_FILTERS, status: 'waiting approval' }, options)).toEqual([
      { property: 'status', value: 'WAITING APPROVAL' },
    ]);
    expect(campaignFilters({ ...EMPTY_FILTERS, status: 'paused' }, options)).toEqual([
      { property: 'status', value: 'PAUSED' },
    ]);
    expect(campaignFilters({ ...EMPTY_FILTERS, status: 'not offered' }, options)).toEqual([]);
  });
});

import { t, type MessageId } from '../i18n/i18n';
import { groupOfPath as groupIdOfPath, visibleMenu } from './menu';

/** The menu holds message ids; the tests read its English words. */
const groupOfPath = (pathname: string) => {
  const id: MessageId | undefined = groupIdOfPath(pathname);
  return id && t(id);
};

const labels = (modules: string[]) =>
  visibleMenu(modules).map((entry) =>
    entry.kind === 'group'
      ? `${t(entry.label)}: ${entry.items.map((item) => t(item.label)).join(', ')}`
      : t(entry.label),
  );

describe('visibleMenu (module-prefix filtering)', () => {
  it('shows everything to a user with every module', () => {
    expect(
      labels([
        'crm.customer.list',
        'crm.customer.upload',
        'crm.giftclaim.list',
        'crm.giftclaim.upload',
        'crm.campaign.add',
        'crm.campaign.list',
        'crm.campaign.history',
        'crm.report.list',
      ]),
    ).toEqual([
      'Customer Data: List Customer, Upload Data',
      'Product Line: List Product Line, Upload Data',
      'Gift Claim Data: List Gift Claim, Upload Data',
      'Campaign: List Campaign, History, New Campaign',
      'Report Campaign',
    ]);
  });

  it('hides groups without visible children', () => {
    expect(labels(['crm.campaign.list', 'crm.campaign.history', 'crm.report.list'])).toEqual([
      'Campaign: List Campaign, History',
      'Report Campaign',
    ]);
    expect(labels([])).toEqual([]);
  });

  it('matches by prefix: a longer module shows the entry of its prefix', () => {
    expect(labels(['crm.campaign.list.approve'])).toEqual(['Campaign: List Campaign']);
    expect(labels(['crm.customer.listing'])).toEqual([
      'Customer Data: List Customer',
      'Product Line: List Product Line',
    ]);
  });

  it('does not match a module that only shares a shorter stem', () => {
    expect(labels(['crm.customer'])).toEqual([]);
  });
});

describe('groupOfPath', () => {
  it('finds the group that holds the current path', () => {
    expect(groupOfPath('/product-line/upload-data')).toBe('Product Line');
    expect(groupOfPath('/campaign/history')).toBe('Campaign');
    expect(groupOfPath('/campaign/report')).toBeUndefined();
  });

  it('places each detail page in the group of the list it is opened from (a reload keeps the group open)', () => {
    expect(groupOfPath('/customer/detail')).toBe('Customer Data');
    expect(groupOfPath('/customer/upload-detail')).toBe('Customer Data');
    expect(groupOfPath('/product-line/upload-detail')).toBe('Product Line');
    expect(groupOfPath('/giftclaim/upload-detail')).toBe('Gift Claim Data');
    expect(groupOfPath('/campaign/detail')).toBe('Campaign');
    expect(groupOfPath('/no/such/page')).toBeUndefined();
  });
});

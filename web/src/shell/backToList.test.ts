import { paths } from '../config/paths';
import { translate } from '../i18n/i18n';
import { backTarget as backTargetId, canOpen } from './backToList';

/** The target's label is a message id; the tests read its English words. */
const backTarget = (...args: Parameters<typeof backTargetId>) => {
  const target = backTargetId(...args);
  return target && { ...target, label: translate(target.label) };
};

describe('"Back to ..." on a detail page', () => {
  const campaignLists = [paths.campaignList, paths.campaignHistory];
  const marketer = ['crm.campaign.add', 'crm.campaign.list', 'crm.campaign.history'];

  it('leads to the list this tab showed last among those that open the detail', () => {
    expect(backTarget(campaignLists, marketer, () => paths.campaignHistory)).toEqual({
      path: paths.campaignHistory,
      label: 'Campaign History',
    });
    expect(backTarget(campaignLists, marketer, () => undefined)).toEqual({
      path: paths.campaignList,
      label: 'Campaign Data',
    });
  });

  it('never to a screen the user cannot open: then to the first screen they can', () => {
    const viewer = ['crm.customer.list', 'crm.giftclaim.list', 'crm.campaign.list'];
    expect(canOpen(paths.customerUpload, viewer)).toBe(false);
    expect(backTarget([paths.customerUpload], viewer, () => undefined)).toEqual({
      path: paths.customerList,
      label: 'Customer Data',
    });
    // A list it cannot open is not a candidate even when it was shown last (e.g. before a sign-in as another user).
    expect(backTarget(campaignLists, ['crm.campaign.list'], (candidates) => candidates.at(-1))).toEqual({
      path: paths.campaignList,
      label: 'Campaign Data',
    });
    expect(backTarget([paths.customerUpload], [], () => undefined)).toBeNull();
  });
});

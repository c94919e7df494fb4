/** Module permission strings of user.modules (spec part 1 section 6, part 2 section 6). */
export const modules = {
  customerList: 'crm.customer.list',
  customerUpload: 'crm.customer.upload',
  giftClaimList: 'crm.giftclaim.list',
  giftClaimUpload: 'crm.giftclaim.upload',
  campaignAdd: 'crm.campaign.add',
  campaignList: 'crm.campaign.list',
  campaignHistory: 'crm.campaign.history',
  campaignApprove: 'crm.campaign.list.approve',
  campaignReject: 'crm.campaign.list.reject',
  campaignStop: 'crm.campaign.list.stop',
  reportList: 'crm.report.list',
  reportRequest: 'crm.report.request',
} as const;

/** The application name of this product in user.applications. */
export const CRM_APP = 'crm';

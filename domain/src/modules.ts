/**
 * The CRM modules (a signed-in user's `user.modules`, spec part 1 section 6 and part 2 section 6), each named
 * once: the web app's menu and guards check them, the mock's personas hold them and its routes require them.
 */
export const MODULES = {
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

export type CrmModule = (typeof MODULES)[keyof typeof MODULES];

/** Every CRM module (the admin persona holds them all). */
export const CRM_MODULES: readonly CrmModule[] = Object.values(MODULES);

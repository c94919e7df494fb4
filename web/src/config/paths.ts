/** Every route path of the app, once (spec part 1 section 2 and part 2 section 2). */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  customerList: '/customer/list-customer',
  customerUpload: '/customer/upload-data',
  customerUploadDetail: '/customer/upload-detail',
  customerDetail: '/customer/detail',
  productLineList: '/product-line/list-product-line',
  productLineUpload: '/product-line/upload-data',
  productLineUploadDetail: '/product-line/upload-detail',
  giftClaimList: '/giftclaim/list-gift-claim',
  giftClaimUpload: '/giftclaim/upload-data',
  giftClaimUploadDetail: '/giftclaim/upload-detail',
  campaignList: '/campaign/list-campaign',
  campaignDetail: '/campaign/detail',
  campaignNew: '/campaign/new-campaign',
  campaignHistory: '/campaign/history',
  campaignReport: '/campaign/report',
} as const;

/** Session-storage keys by which list screens hand an identifier to detail screens (ids are not in URLs). */
export const detailKeys = {
  customerId: 'customerId',
  uploadUuid: 'uploadUuid',
  campaignId: 'campaignId',
} as const;

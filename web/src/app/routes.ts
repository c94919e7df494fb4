import type { ComponentType } from 'react';
import { modules } from '../config/modules';
import { paths } from '../config/paths';

type PageModule = Promise<{ default: ComponentType }>;

export interface RouteSpec {
  path: string;
  /** document.title while the screen is shown. */
  title: string;
  /** Module the user must hold; undefined = the crm application is enough. */
  module?: string;
  /** The screen's code, loaded on first visit (one chunk per route). */
  load: () => PageModule;
}

/** The route table inside the signed-in layout (spec part 1 section 2, part 2 section 2). */
export const ROUTES: readonly RouteSpec[] = [
  {
    path: paths.customerList,
    title: 'Customer · CRM',
    module: modules.customerList,
    load: () => import('../features/customers/CustomerListPage'),
  },
  {
    path: paths.customerUpload,
    title: 'Customer · CRM',
    module: modules.customerUpload,
    load: () => import('../features/uploads/CustomerUploadListPage'),
  },
  {
    path: paths.customerUploadDetail,
    title: 'Customer · CRM',
    load: () => import('../features/uploads/CustomerUploadDetailPage'),
  },
  {
    path: paths.customerDetail,
    title: 'Customer Detail',
    load: () => import('../features/customers/CustomerDetailPage'),
  },
  {
    path: paths.productLineList,
    title: 'Product Line · CRM',
    module: modules.customerList,
    load: () => import('../features/productLines/ProductLineListPage'),
  },
  {
    path: paths.productLineUpload,
    title: 'Product Line · CRM',
    module: modules.customerUpload,
    load: () => import('../features/uploads/ProductLineUploadListPage'),
  },
  {
    path: paths.productLineUploadDetail,
    title: 'Product Line · CRM',
    load: () => import('../features/uploads/ProductLineUploadDetailPage'),
  },
  {
    path: paths.giftClaimList,
    title: 'Gift Claim · CRM',
    module: modules.giftClaimList,
    load: () => import('../features/giftClaims/GiftClaimListPage'),
  },
  {
    path: paths.giftClaimUpload,
    title: 'Gift Claim · CRM',
    module: modules.giftClaimUpload,
    load: () => import('../features/uploads/GiftClaimUploadListPage'),
  },
  {
    path: paths.giftClaimUploadDetail,
    title: 'Gift Claim · CRM',
    load: () => import('../features/uploads/GiftClaimUploadDetailPage'),
  },
  {
    path: paths.campaignList,
    title: 'Campaign · CRM',
    module: modules.campaignList,
    load: () => import('../features/campaigns/CampaignListPage'),
  },
  {
    path: paths.campaignDetail,
    title: 'Campaign · CRM',
    load: () => import('../features/campaigns/CampaignDetailPage'),
  },
  {
    path: paths.campaignNew,
    title: 'Campaign · CRM',
    module: modules.campaignAdd,
    load: () => import('../features/campaigns/NewCampaignPage'),
  },
  {
    path: paths.campaignHistory,
    title: 'Campaign · CRM',
    module: modules.campaignHistory,
    load: () => import('../features/campaigns/CampaignHistoryPage'),
  },
  {
    path: paths.campaignReport,
    title: 'Report Campaign · CRM',
    module: modules.reportList,
    load: () => import('../features/reports/ReportPage'),
  },
];

import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { modules } from '../config/modules';
import { paths } from '../config/paths';
import type { MessageId } from '../i18n/i18n';

type PageModule = Promise<{ default: ComponentType }>;

export interface RouteSpec {
  path: string;
  /** document.title while the screen is shown. */
  title: MessageId;
  /** Module the user must hold; undefined = the crm application is enough. */
  module?: string;
  /** The screen's code, loaded on first visit (one chunk per route). */
  load: () => PageModule;
}

/** The route table inside the signed-in layout (spec part 1 section 2, part 2 section 2). */
export const ROUTES: readonly RouteSpec[] = [
  {
    path: paths.customerList,
    title: 'title.customer',
    module: modules.customerList,
    load: () => import('../features/customers/CustomerListPage'),
  },
  {
    path: paths.customerUpload,
    title: 'title.customer',
    module: modules.customerUpload,
    load: () => import('../features/uploads/CustomerUploadListPage'),
  },
  {
    path: paths.customerUploadDetail,
    title: 'title.customer',
    load: () => import('../features/uploads/CustomerUploadDetailPage'),
  },
  {
    path: paths.customerDetail,
    title: 'title.customerDetail',
    load: () => import('../features/customers/CustomerDetailPage'),
  },
  {
    path: paths.productLineList,
    title: 'title.productLine',
    module: modules.customerList,
    load: () => import('../features/productLines/ProductLineListPage'),
  },
  {
    path: paths.productLineUpload,
    title: 'title.productLine',
    module: modules.customerUpload,
    load: () => import('../features/uploads/ProductLineUploadListPage'),
  },
  {
    path: paths.productLineUploadDetail,
    title: 'title.productLine',
    load: () => import('../features/uploads/ProductLineUploadDetailPage'),
  },
  {
    path: paths.giftClaimList,
    title: 'title.giftClaim',
    module: modules.giftClaimList,
    load: () => import('../features/giftClaims/GiftClaimListPage'),
  },
  {
    path: paths.giftClaimUpload,
    title: 'title.giftClaim',
    module: modules.giftClaimUpload,
    load: () => import('../features/uploads/GiftClaimUploadListPage'),
  },
  {
    path: paths.giftClaimUploadDetail,
    title: 'title.giftClaim',
    load: () => import('../features/uploads/GiftClaimUploadDetailPage'),
  },
  {
    path: paths.campaignList,
    title: 'title.campaign',
    module: modules.campaignList,
    load: () => import('../features/campaigns/CampaignListPage'),
  },
  {
    path: paths.campaignDetail,
    title: 'title.campaign',
    load: () => import('../features/campaigns/CampaignDetailPage'),
  },
  {
    path: paths.campaignNew,
    title: 'title.campaign',
    module: modules.campaignAdd,
    load: () => import('../features/campaigns/NewCampaignPage'),
  },
  {
    path: paths.campaignHistory,
    title: 'title.campaign',
    module: modules.campaignHistory,
    load: () => import('../features/campaigns/CampaignHistoryPage'),
  },
  {
    path: paths.campaignReport,
    title: 'title.reportCampaign',
    module: modules.reportList,
    load: () => import('../features/reports/ReportPage'),
  },
];

/** Starts fetching the code of the screen at `pathname` (the lazy route later gets the same module), so it
 *  loads beside the language catalogue instead of after it. */
export function preloadRoute(pathname: string): void {
  ROUTES.find((route) => matchPath(route.path, pathname))
    ?.load()
    .catch(() => undefined); // a failure surfaces when the route itself loads
}

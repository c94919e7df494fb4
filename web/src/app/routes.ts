import { UPLOAD_CATEGORY_NAMES, UPLOAD_CATEGORY_RULES, type UploadCategory } from '@crm/domain';
import { createElement, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { modules } from '../config/modules';
import { UPLOAD_CATEGORIES } from '../features/uploads/uploadCategories';
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

/** A screen told what to show (an upload category, a campaign view) as its route's page. */
function told<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): () => PageModule {
  return () => load().then(({ default: Screen }) => ({ default: () => createElement(Screen, props) }));
}

/** Each upload category's list and detail: one screen each, told its category. */
function uploadRoutes(category: UploadCategory): RouteSpec[] {
  const { listPath, detailPath, title } = UPLOAD_CATEGORIES[category];
  const { module } = UPLOAD_CATEGORY_RULES[category];
  return [
    {
      path: listPath,
      title,
      module,
      load: told(() => import('../features/uploads/UploadListPage'), { category }),
    },
    {
      path: detailPath,
      title,
      load: told(() => import('../features/uploads/UploadDetailPage'), { category }),
    },
  ];
}

/** The route table inside the signed-in layout (spec part 1 section 2, part 2 section 2). */
export const ROUTES: readonly RouteSpec[] = [
  ...UPLOAD_CATEGORY_NAMES.flatMap(uploadRoutes),
  {
    path: paths.customerList,
    title: 'title.customer',
    module: modules.customerList,
    load: () => import('../features/customers/CustomerListPage'),
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
    path: paths.giftClaimList,
    title: 'title.giftClaim',
    module: modules.giftClaimList,
    load: () => import('../features/giftClaims/GiftClaimListPage'),
  },
  {
    path: paths.campaignList,
    title: 'title.campaign',
    module: modules.campaignList,
    load: told(() => import('../features/campaigns/CampaignTablePage'), { view: 'list' }),
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
    load: told(() => import('../features/campaigns/CampaignTablePage'), { view: 'history' }),
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

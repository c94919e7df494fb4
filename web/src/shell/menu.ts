import { UPLOAD_CATEGORY_RULES } from '@crm/domain';
import { paths } from '../config/paths';
import { modules } from '../config/modules';
import type { MessageId } from '../i18n/i18n';

export interface MenuLink {
  /** The entry's words, put into the user's language by the side menu. */
  label: MessageId;
  path: string;
  /** Shown when any of the user's modules starts with this (spec part 1 section 2). */
  module: string;
}

export interface MenuGroup {
  label: MessageId;
  icon: string;
  items: MenuLink[];
}

/** A top-level entry: a group of links, or a single link (Report Campaign). */
export type MenuEntry = ({ kind: 'group' } & MenuGroup) | ({ kind: 'link'; icon: string } & MenuLink);

export const MENU: readonly MenuEntry[] = [
  {
    kind: 'group',
    label: 'shell.menu.customerData',
    icon: 'pi pi-users',
    items: [
      { label: 'shell.menu.listCustomer', path: paths.customerList, module: modules.customerList },
      {
        label: 'shell.menu.uploadData',
        path: paths.customerUpload,
        module: UPLOAD_CATEGORY_RULES.customer.module,
      },
    ],
  },
  {
    kind: 'group',
    label: 'shell.menu.productLine',
    icon: 'pi pi-box',
    items: [
      { label: 'shell.menu.listProductLine', path: paths.productLineList, module: modules.customerList },
      {
        label: 'shell.menu.uploadData',
        path: paths.productLineUpload,
        module: UPLOAD_CATEGORY_RULES.product_line.module,
      },
    ],
  },
  {
    kind: 'group',
    label: 'shell.menu.giftClaimData',
    icon: 'pi pi-gift',
    items: [
      { label: 'shell.menu.listGiftClaim', path: paths.giftClaimList, module: modules.giftClaimList },
      {
        label: 'shell.menu.uploadData',
        path: paths.giftClaimUpload,
        module: UPLOAD_CATEGORY_RULES.gift_claim.module,
      },
    ],
  },
  {
    kind: 'group',
    label: 'shell.menu.campaign',
    icon: 'pi pi-megaphone',
    items: [
      { label: 'shell.menu.listCampaign', path: paths.campaignList, module: modules.campaignList },
      { label: 'shell.menu.history', path: paths.campaignHistory, module: modules.campaignHistory },
      { label: 'shell.menu.newCampaign', path: paths.campaignNew, module: modules.campaignAdd },
    ],
  },
  {
    kind: 'link',
    label: 'shell.menu.reportCampaign',
    icon: 'pi pi-file-export',
    path: paths.campaignReport,
    module: modules.reportList,
  },
];

/** An entry is visible when any of the user's modules starts with its required prefix. */
export function holdsPrefix(userModules: readonly string[], prefix: string): boolean {
  return userModules.some((module) => module.startsWith(prefix));
}

/** The menu a user sees: links filtered by module prefix, groups without visible children hidden. */
export function visibleMenu(userModules: readonly string[], menu: readonly MenuEntry[] = MENU): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (holdsPrefix(userModules, entry.module)) visible.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => holdsPrefix(userModules, item.module));
    if (items.length) visible.push({ ...entry, items });
  }
  return visible;
}

/** Detail pages have no menu link: each belongs where the list that opens it does. */
const DETAIL_PARENTS: Readonly<Record<string, string>> = {
  [paths.customerDetail]: paths.customerList,
  [paths.customerUploadDetail]: paths.customerUpload,
  [paths.productLineUploadDetail]: paths.productLineUpload,
  [paths.giftClaimUploadDetail]: paths.giftClaimUpload,
  [paths.campaignDetail]: paths.campaignList,
};

/**
 * The group holding the current path (it opens by itself and is highlighted): the group with a link to it,
 * or for a detail page the group of its list, so a reload of a detail page keeps its group open.
 */
export function groupOfPath(pathname: string, menu: readonly MenuEntry[] = MENU): MessageId | undefined {
  const path = DETAIL_PARENTS[pathname] ?? pathname;
  return menu.find(
    (entry) => entry.kind === 'group' && entry.items.some((item) => path.startsWith(item.path)),
  )?.label;
}

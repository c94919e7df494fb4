import { paths } from '../config/paths';
import { modules } from '../config/modules';

export interface MenuLink {
  label: string;
  path: string;
  /** Shown when any of the user's modules starts with this (spec part 1 section 2). */
  module: string;
}

export interface MenuGroup {
  label: string;
  icon: string;
  items: MenuLink[];
}

/** A top-level entry: a group of links, or a single link (Report Campaign). */
export type MenuEntry = ({ kind: 'group' } & MenuGroup) | ({ kind: 'link'; icon: string } & MenuLink);

export const MENU: readonly MenuEntry[] = [
  {
    kind: 'group',
    label: 'Customer Data',
    icon: 'pi pi-users',
    items: [
      { label: 'List Customer', path: paths.customerList, module: modules.customerList },
      { label: 'Upload Data', path: paths.customerUpload, module: modules.customerUpload },
    ],
  },
  {
    kind: 'group',
    label: 'Product Line',
    icon: 'pi pi-box',
    items: [
      { label: 'List Product Line', path: paths.productLineList, module: modules.customerList },
      { label: 'Upload Data', path: paths.productLineUpload, module: modules.customerUpload },
    ],
  },
  {
    kind: 'group',
    label: 'Gift Claim Data',
    icon: 'pi pi-gift',
    items: [
      { label: 'List Gift Claim', path: paths.giftClaimList, module: modules.giftClaimList },
      { label: 'Upload Data', path: paths.giftClaimUpload, module: modules.giftClaimUpload },
    ],
  },
  {
    kind: 'group',
    label: 'Campaign',
    icon: 'pi pi-megaphone',
    items: [
      { label: 'List Campaign', path: paths.campaignList, module: modules.campaignList },
      { label: 'History', path: paths.campaignHistory, module: modules.campaignHistory },
      { label: 'New Campaign', path: paths.campaignNew, module: modules.campaignAdd },
    ],
  },
  {
    kind: 'link',
    label: 'Report Campaign',
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
export function groupOfPath(pathname: string, menu: readonly MenuEntry[] = MENU): string | undefined {
  const path = DETAIL_PARENTS[pathname] ?? pathname;
  return menu.find(
    (entry) => entry.kind === 'group' && entry.items.some((item) => path.startsWith(item.path)),
  )?.label;
}

import { paths } from '../config/paths';
import type { MessageId } from '../i18n/i18n';
import { homePath } from './access';
import { MENU } from './menu';

/** The heading of each list screen: what "Back to ..." names. */
const LIST_HEADINGS: Readonly<Record<string, MessageId>> = {
  [paths.customerList]: 'shell.list.customerData',
  [paths.customerUpload]: 'shell.list.uploadData',
  [paths.productLineList]: 'shell.list.productLineData',
  [paths.productLineUpload]: 'shell.list.uploadData',
  [paths.giftClaimList]: 'shell.list.giftClaimData',
  [paths.giftClaimUpload]: 'shell.list.listUploadData',
  [paths.campaignList]: 'shell.list.campaignData',
  [paths.campaignHistory]: 'shell.list.campaignHistory',
  [paths.campaignReport]: 'shell.list.reportingData',
};

/** Whether the user's modules open the screen at `path` (its menu entry's module; any other: the app alone). */
export function canOpen(path: string, modules: readonly string[]): boolean {
  for (const entry of MENU) {
    for (const link of entry.kind === 'group' ? entry.items : [entry]) {
      if (link.path === path) return modules.includes(link.module);
    }
  }
  return true;
}

/**
 * Where "Back to ..." on a detail page leads: of the lists that open it, the one this tab showed last (else
 * the first), as long as the user can open it; otherwise the first screen the user can open (never a screen
 * that would answer "No Access Found"); null when there is none.
 */
export function backTarget(
  lists: readonly string[],
  modules: readonly string[],
  lastShown: (candidates: readonly string[]) => string | undefined,
): { path: string; label: MessageId } | null {
  const openable = lists.filter((path) => canOpen(path, modules));
  const path = lastShown(openable) ?? openable[0] ?? homePath(modules);
  if (!path) return null;
  return { path, label: LIST_HEADINGS[path] ?? 'shell.list.home' };
}

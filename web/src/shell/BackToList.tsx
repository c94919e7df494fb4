import { Link } from 'react-router-dom';
import { msg, useT } from '../i18n/i18n';
import { lastShownList, listViewUrl } from '../lists/listViewMemory';
import { selectUser } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { backTarget } from './backToList';

/**
 * "Back to <list>" on a detail page: to the list that opened it as it was (its filters, page, sort and search,
 * kept per tab by lists/listViewMemory), and never to a screen the user cannot open.
 */
export function BackToList({ lists }: { lists: readonly string[] }) {
  const t = useT();
  const modules = useAppSelector(selectUser)?.modules ?? [];
  const target = backTarget(lists, modules, (candidates) => lastShownList(candidates));
  if (!target) return null;
  return (
    <Link to={listViewUrl(target.path)} className="text-link back-link">
      <i className="pi pi-arrow-left" aria-hidden="true" /> {t('shell.backTo', { list: msg(target.label) })}
    </Link>
  );
}

import { useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT, type MessageId } from '../i18n/i18n';
import { groupOfPath, visibleMenu } from './menu';

/** Entries by module prefix, empty groups hidden, the group of the current path opened by itself. */
export function SideMenu({
  modules,
  open,
  onNavigate,
}: {
  modules: readonly string[];
  open: boolean;
  onNavigate(): void;
}) {
  const t = useT();
  const entries = useMemo(() => visibleMenu(modules), [modules]);
  const { pathname } = useLocation();
  const currentGroup = groupOfPath(pathname);
  // Groups are known by their message id, so a language switch keeps them open or closed as they were.
  const [expanded, setExpanded] = useState<Set<MessageId>>(
    () => new Set([groupOfPath(pathname)].filter(Boolean) as MessageId[]),
  );

  // Arriving on another page opens its group (adjusted while rendering, not in an effect).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (currentGroup && !expanded.has(currentGroup)) setExpanded(new Set(expanded).add(currentGroup));
  }

  const toggle = (label: MessageId) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  return (
    <nav id="side-menu" className={`side-menu${open ? ' open' : ''}`} aria-label={t('shell.mainMenu')}>
      <ul>
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.label}>
                <NavLink to={entry.path} className="menu-link top" onClick={onNavigate}>
                  <i className={entry.icon} aria-hidden="true" />
                  <span>{t(entry.label)}</span>
                </NavLink>
              </li>
            );
          }
          const isOpen = expanded.has(entry.label);
          const listId = `menu-group-${entry.label.replace(/^shell\.menu\./, '')}`;
          return (
            <li key={entry.label}>
              <button
                type="button"
                className={`menu-group${entry.label === currentGroup ? ' current' : ''}`}
                aria-current={entry.label === currentGroup ? 'location' : undefined}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => toggle(entry.label)}
              >
                <i className={entry.icon} aria-hidden="true" />
                <span>{t(entry.label)}</span>
                <i
                  className={`pi ${isOpen ? 'pi-chevron-up' : 'pi-chevron-down'} chevron`}
                  aria-hidden="true"
                />
              </button>
              <ul id={listId} hidden={!isOpen}>
                {entry.items.map((item) => (
                  <li key={item.path}>
                    <NavLink to={item.path} className="menu-link" onClick={onNavigate}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

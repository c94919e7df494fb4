import { useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT, type MessageId } from '../i18n/i18n';
import { groupOfPath, visibleMenu, type MenuEntry } from './menu';

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
          return (
            <MenuGroupItem
              key={entry.label}
              entry={entry}
              current={entry.label === currentGroup}
              isOpen={expanded.has(entry.label)}
              onToggle={() => toggle(entry.label)}
              onNavigate={onNavigate}
            />
          );
        })}
      </ul>
    </nav>
  );
}

/** A group: its button (opens or closes it; marked when the current page is in it) and its links. */
function MenuGroupItem({
  entry,
  current,
  isOpen,
  onToggle,
  onNavigate,
}: {
  entry: Extract<MenuEntry, { kind: 'group' }>;
  current: boolean;
  isOpen: boolean;
  onToggle(): void;
  onNavigate(): void;
}) {
  const t = useT();
  const listId = `menu-group-${entry.label.replace(/^shell\.menu\./, '')}`;
  return (
    <li>
      <button
        type="button"
        className={`menu-group${current ? ' current' : ''}`}
        aria-current={current ? 'location' : undefined}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={onToggle}
      >
        <i className={entry.icon} aria-hidden="true" />
        <span>{t(entry.label)}</span>
        <i className={`pi ${isOpen ? 'pi-chevron-up' : 'pi-chevron-down'} chevron`} aria-hidden="true" />
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
}

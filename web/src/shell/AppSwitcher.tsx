import { useCallback, useRef, useState } from 'react';
import { IconButton } from '../components/IconButton';
import { useMenuPopover } from '../components/useMenuPopover';
import type { SiblingApp } from '@crm/domain';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { useT } from '../i18n/i18n';
import { APPLICATION_LABELS } from './access';

interface Tile {
  app: SiblingApp | 'crm';
  label: string;
  icon: string;
}

export const APP_TILES: readonly Tile[] = [
  { app: 'account', label: APPLICATION_LABELS.account, icon: 'pi pi-id-card' },
  { app: 'helpdesk', label: APPLICATION_LABELS.helpdesk, icon: 'pi pi-headphones' },
  { app: 'broadcast', label: APPLICATION_LABELS.broadcast, icon: 'pi pi-send' },
  { app: 'chatbot', label: APPLICATION_LABELS.chatbot, icon: 'pi pi-comments' },
  { app: 'studio', label: APPLICATION_LABELS.studio, icon: 'pi pi-sitemap' },
  { app: 'crm', label: 'CRM', icon: 'pi pi-briefcase' },
];

/** The suite's app grid: a tile is a link only when user.applications holds it; CRM is the current one. */
export function AppSwitcher({
  applications,
  config,
}: {
  applications: readonly string[];
  config: Pick<RuntimeConfig, 'apps'>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useMenuPopover(ref, open, close);
  return (
    <div className="popover-anchor" ref={ref}>
      <IconButton
        icon="pi pi-th-large"
        label={t('shell.applications')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <div className="popover app-grid" role="menu" aria-label={t('shell.applications')}>
          {APP_TILES.map((tile) => {
            const href = tile.app === 'crm' ? undefined : config.apps[tile.app];
            if (href && applications.includes(tile.app)) {
              return (
                <a key={tile.app} className="app-tile" role="menuitem" href={href} tabIndex={-1}>
                  <i className={tile.icon} aria-hidden="true" />
                  {tile.label}
                </a>
              );
            }
            // CRM (the current app) and a disabled tile are the same span; only the state attribute differs.
            const current = tile.app === 'crm';
            return (
              <span
                key={tile.app}
                className={current ? 'app-tile current' : 'app-tile disabled'}
                role="menuitem"
                aria-current={current ? 'true' : undefined}
                aria-disabled={current ? undefined : 'true'}
                tabIndex={-1}
              >
                <i className={tile.icon} aria-hidden="true" />
                {tile.label}
              </span>
            );
          })}
        </div>
      )}
    </div>
  );
}

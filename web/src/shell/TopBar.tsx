import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../api/types';
import { useAppDispatch } from '../store/hooks';
import { IconButton } from '../components/IconButton';
import { useMenuPopover } from '../components/useMenuPopover';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { paths } from '../config/paths';
import { signOutRequested } from '../session/sessionSlice';
import { LANGUAGES, loadLanguage, useLanguage, useT, type Language } from '../i18n/i18n';
import { rememberLanguage } from '../i18n/language';
import { AppSwitcher } from './AppSwitcher';

/** Switches the whole app to a language (its catalogue loads first) and remembers it for this browser. */
function chooseLanguage(language: Language): void {
  rememberLanguage(window.localStorage, language);
  void loadLanguage(language);
}

function ProfileMenu({ displayName }: { displayName: string }) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const { returnFocus } = useMenuPopover(ref, open, close);
  return (
    <div className="popover-anchor" ref={ref}>
      <button
        type="button"
        className="profile-button"
        // The name starts with the visible text (WCAG 2.5.3, label in name); the avatar's initial is drawn by CSS.
        aria-label={t('shell.profileMenu', { name: displayName })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'profile-menu' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true" data-initial={displayName.slice(0, 1).toUpperCase()} />
        <span className="display-name">{displayName}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      {open && (
        <div id="profile-menu" className="popover profile-menu" role="menu" aria-label={displayName}>
          <div role="group" aria-labelledby="profile-menu-language" className="profile-menu-group">
            <span id="profile-menu-language" className="profile-menu-heading">
              <i className="pi pi-globe" aria-hidden="true" /> {t('shell.language')}
            </span>
            {LANGUAGES.map((choice) => (
              <button
                key={choice}
                type="button"
                role="menuitemradio"
                aria-checked={choice === language}
                tabIndex={-1}
                lang={choice}
                onClick={() => {
                  chooseLanguage(choice);
                  returnFocus();
                }}
              >
                <i className={`pi ${choice === language ? 'pi-check' : 'pi-fw'}`} aria-hidden="true" />{' '}
                {t(`language.${choice}`)}
              </button>
            ))}
          </div>
          <hr className="profile-menu-separator" aria-hidden="true" />
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => dispatch(signOutRequested())}>
            <i className="pi pi-sign-out" aria-hidden="true" /> {t('shell.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}

export function TopBar({
  user,
  config,
  onOpenMenu,
  menuOpen,
}: {
  user: SessionUser;
  config: RuntimeConfig;
  onOpenMenu(): void;
  menuOpen: boolean;
}) {
  const t = useT();
  return (
    <header className="top-bar">
      <IconButton
        icon="pi pi-bars"
        label={t('shell.openMainMenu')}
        className="mobile-only"
        aria-controls="side-menu"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      />
      <Link to={paths.home} className="brand">
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span>{t('shell.brand')}</span>
      </Link>
      <div className="top-bar-end">
        <AppSwitcher applications={user.applications} config={config} />
        <ProfileMenu displayName={user.display_name} />
      </div>
    </header>
  );
}

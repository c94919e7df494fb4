import { Button } from 'primereact/button';
import { AppDialog } from '../../../components/AppDialog';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/i18n';

/** The in-app path a click on this anchor would open, when it leaves the current page; otherwise null. */
export function leavingPath(anchor: HTMLAnchorElement, current: Location): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before a half-filled form is left: in-app links (the side menu, the breadcrumb, the brand) open a
 * dialog instead of navigating, and closing or reloading the tab triggers the browser's own prompt.
 * The app uses a plain BrowserRouter (no data router, so no useBlocker): links are caught in the capture phase,
 * before React Router sees the click.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = leavingPath(anchor, window.location);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(path);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return (
    <AppDialog
      visible={pending !== null}
      onHide={() => setPending(null)}
      header={t('campaigns.leave.header')}
      modal
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label={t('campaigns.leave.stay')} outlined onClick={() => setPending(null)} />
          <Button
            type="button"
            label={t('campaigns.leave.discard')}
            severity="danger"
            onClick={() => {
              const path = pending;
              setPending(null);
              if (path) void navigate(path);
            }}
          />
        </div>
      }
    >
      <p>{t('campaigns.leave.message')}</p>
    </AppDialog>
  );
}

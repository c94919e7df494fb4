import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../i18n/i18n';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectToastQueue, toastShown, type Toast } from '../store/notificationsSlice';

const ICONS = {
  success: 'pi-check-circle',
  info: 'pi-info-circle',
  warn: 'pi-exclamation-triangle',
  error: 'pi-times-circle',
};

function ToastItem({
  toast,
  onClose,
  onAction,
}: {
  toast: Toast;
  onClose(id: string): void;
  onAction(toast: Toast): void;
}) {
  const translate = useTranslate();
  // The timer starts once, when the toast appears: re-renders of the list (other toasts coming and going)
  // must not restart it, so the latest onClose is read through a ref instead of being a dependency.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const timer = window.setTimeout(() => closeRef.current(toast.id), toast.life);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.life]);
  return (
    <div className={`toast ${toast.severity}`} role={toast.severity === 'error' ? 'alert' : 'status'}>
      <i className={`pi ${ICONS[toast.severity]}`} aria-hidden="true" />
      <div className="toast-text">
        <strong>{translate(toast.summary)}</strong>
        {toast.detail && <span>{translate(toast.detail)}</span>}
      </div>
      {toast.action && (
        <button type="button" className="toast-action" onClick={() => onAction(toast)}>
          {translate(toast.action.label)}
        </button>
      )}
      <button
        type="button"
        className="toast-close"
        aria-label={translate('toast.close')}
        onClick={() => onClose(toast.id)}
      >
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}

const NO_TOASTS: readonly Toast[] = [];

/** The visible toasts with a new one: in the place of the one about the same thing (its key), else last. */
function joined(visible: Toast[], toast: Toast): Toast[] {
  const at = toast.key === undefined ? -1 : visible.findIndex((shown) => shown.key === toast.key);
  return at < 0 ? [...visible, toast] : visible.map((shown, index) => (index === at ? toast : shown));
}

/**
 * Shows the toasts queued in the store (by sagas and screens), each closing itself after its life.
 * Written here rather than PrimeReact's Toast so the shell's first load carries no component library.
 */
export function Toaster() {
  const queue = useAppSelector(selectToastQueue);
  const dispatch = useAppDispatch();
  const [visible, setVisible] = useState<Toast[]>([]);
  // Newly queued toasts join the visible ones while rendering; the effect then takes them off the queue.
  const [taken, setTaken] = useState<readonly Toast[]>(NO_TOASTS);
  if (queue !== taken) {
    setTaken(queue);
    if (queue.length) setVisible((current) => queue.reduce(joined, current));
  }
  useEffect(() => {
    for (const toast of queue) dispatch(toastShown(toast.id));
  }, [queue, dispatch]);
  const close = useCallback(
    (id: string) => setVisible((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const runAction = useCallback(
    (toast: Toast) => {
      if (toast.action) dispatch(toast.action.run);
      close(toast.id);
    },
    [dispatch, close],
  );
  return (
    <div className="toaster" aria-live="polite">
      {visible.map((toast) => (
        // Keyed by what it is about: news of the same thing updates the notice on screen, in its place.
        <ToastItem key={toast.key ?? toast.id} toast={toast} onClose={close} onAction={runAction} />
      ))}
    </div>
  );
}

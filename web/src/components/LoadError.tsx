import { useT, useTranslate, type Text } from '../i18n/i18n';

/** A failed load: the reason (an alert) and "Try again", which loads again. */
export function LoadError({ reason, onRetry }: { reason: Text; onRetry?(): void }) {
  const t = useT();
  const translate = useTranslate();
  return (
    <div className="load-error">
      <div role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {translate(reason)}
      </div>
      {onRetry && (
        <button type="button" className="retry-button" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}

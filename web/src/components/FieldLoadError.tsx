import { useT, useTranslate, type Text, type Words } from '../i18n/i18n';

/**
 * A field whose options could not be loaded: it says so, and Retry loads them again (instead of an empty
 * "No options" list that makes the form impossible to complete).
 */
export function FieldLoadError({
  id,
  label,
  message,
  onRetry,
}: {
  id: string;
  /** The field's label, in words: the Retry button is named after it ("Retry loading Location"). */
  label: Words;
  message: Text;
  onRetry?(): void;
}) {
  const t = useT();
  const translate = useTranslate();
  return (
    <div className="field-load-error">
      <small id={id} className="field-error" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {translate(message)}
      </small>
      {onRetry && (
        <button
          type="button"
          className="retry-button"
          onClick={onRetry}
          aria-label={t('form.retryLoading', { label })}
        >
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

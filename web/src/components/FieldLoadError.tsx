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
  /** The field's label: the Retry button is named after it ("Retry loading Location"). */
  label: string;
  message: string;
  onRetry?(): void;
}) {
  return (
    <div className="field-load-error">
      <small id={id} className="field-error" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {message}
      </small>
      {onRetry && (
        <button
          type="button"
          className="retry-button"
          onClick={onRetry}
          aria-label={`Retry loading ${label}`}
        >
          Retry
        </button>
      )}
    </div>
  );
}

/** The sentence of a failed option list: "Could not load the locations." */
export const loadFailedMessage = (what: string) => `Could not load the ${what}.`;

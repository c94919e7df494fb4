/** A failed load: the reason (an alert) and "Try again", which loads again. */
export function LoadError({ reason, onRetry }: { reason: string; onRetry?(): void }) {
  return (
    <div className="load-error">
      <div role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {reason}
      </div>
      {onRetry && (
        <button type="button" className="retry-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

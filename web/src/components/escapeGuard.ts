import type { KeyboardEvent } from 'react';

/**
 * Inside a dialog, Escape on an open drop-down panel should close the panel only. PrimeReact's Dialog
 * listens for Escape on the document and its drop-downs let the key through: a field wrapper stops it on
 * its way up while the field's panel is still open (the drop-down has closed it by then).
 */
export function stopEscapeWhileOpen(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Escape' && event.currentTarget.querySelector('[aria-expanded="true"]')) {
    event.stopPropagation();
  }
}

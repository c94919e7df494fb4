import { PrimeReactProvider, type APIOptions } from 'primereact/api';
import type { ReactNode } from 'react';
import { dropdownA11y } from './dropdownA11y';

/**
 * PrimeReact's configuration, once for the whole app (every component reads it from the provider):
 * - overlays (drop-down, multi-select and calendar panels) are appended to the document body, above dialogs
 *   and tables that clip, and follow their field when the window is resized or a tablet rotated (without a
 *   provider PrimeReact's resize handler read the missing configuration and threw a TypeError, leaving the
 *   panel where its field used to be);
 * - the page scrolls under an open panel, which stays attached to its field (not hidden on every scroll);
 * - the accessibility pass-through of every drop-down (dropdownA11y).
 */
export const PRIME_REACT_OPTIONS: Partial<APIOptions> = {
  appendTo: () => document.body,
  hideOverlaysOnDocumentScrolling: false,
  autoZIndex: true,
  ripple: false,
  pt: { dropdown: dropdownA11y },
};

export function PrimeReactRoot({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={PRIME_REACT_OPTIONS}>{children}</PrimeReactProvider>;
}

/** The app loads the provider as its own chunk, started at boot (it weighs on no screen's first JS twice). */
export default PrimeReactRoot;

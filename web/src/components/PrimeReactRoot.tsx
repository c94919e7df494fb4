import { addLocale, locale, PrimeReactContext, PrimeReactProvider, type APIOptions } from 'primereact/api';
import { useContext, useEffect, type ReactNode } from 'react';
import { t, useLanguage, type Language } from '../i18n/i18n';
import { dropdownA11y } from './dropdownA11y';
import { primeLocaleOptions } from './primeLocale';

/**
 * PrimeReact's configuration, once for the whole app (every component reads it from the provider):
 * - overlays (drop-down, multi-select and calendar panels) are appended to the document body, above dialogs
 *   and tables that clip, and follow their field when the window is resized or a tablet rotated (without a
 *   provider PrimeReact's resize handler read the missing configuration and threw a TypeError, leaving the
 *   panel where its field used to be);
 * - the page scrolls under an open panel, which stays attached to its field (not hidden on every scroll);
 * - the accessibility pass-through of every drop-down (dropdownA11y, its words in the user's language);
 * - PrimeReact's own words (calendar names, "No options", ...) in the user's language (PrimeLocale below).
 */
export const PRIME_REACT_OPTIONS: Partial<APIOptions> = {
  appendTo: () => document.body,
  hideOverlaysOnDocumentScrolling: false,
  autoZIndex: true,
  ripple: false,
};

/** The pass-through of the components, in the words of the language shown. */
function passThrough(): NonNullable<APIOptions['pt']> {
  return { dropdown: dropdownA11y(t('prime.searchOptions')) };
}

/** Registers a language's words with PrimeReact (English is PrimeReact's own) and makes it the global one. */
function registerPrimeLanguage(language: Language): void {
  if (language !== 'en') addLocale(language, primeLocaleOptions(language));
  locale(language);
}

/**
 * Keeps the provider's locale and pass-through words on the user's language: the provider reads its value only
 * when it mounts.
 */
function PrimeLocale({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const context = useContext(PrimeReactContext);
  registerPrimeLanguage(language);
  useEffect(() => {
    if (context.locale !== language) {
      context.setLocale?.(language);
      context.setPt?.(passThrough());
    }
  }, [context, language]);
  return children;
}

export function PrimeReactRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <PrimeReactProvider value={{ ...PRIME_REACT_OPTIONS, locale: language, pt: passThrough() }}>
      <PrimeLocale>{children}</PrimeLocale>
    </PrimeReactProvider>
  );
}

/** The app loads the provider as its own chunk, started at boot (it weighs on no screen's first JS twice). */
export default PrimeReactRoot;

import { isLanguage, type Language } from './i18n';

/** The browser's remembered choice (the profile menu's Language): it wins over the deployment's default. */
export const LANGUAGE_STORAGE_KEY = 'crm.language';

export function rememberedLanguage(storage: Pick<Storage, 'getItem'>): Language | undefined {
  try {
    const value = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'>, language: Language): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}

/** The language to start in: the browser's remembered choice, else the deployment's (/config.js). */
export function startLanguage(storage: Pick<Storage, 'getItem'>, configured: Language): Language {
  return rememberedLanguage(storage) ?? configured;
}

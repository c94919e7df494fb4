/**
 * The web app's languages (English, the spec's, and Bahasa Indonesia), named once: the web app's catalogues and
 * its language menu, and the mock server's DEFAULT_LANGUAGE check (nginx/render-config.sh checks the same list).
 */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The one way the web app puts words on the screen, in the user's language (English or Bahasa Indonesia).
 *
 * - Every text lives in one catalogue per language (catalogues/en.json, catalogues/id.json), ICU message format
 *   (plurals, numbers), keyed by a message id. `MessageId` is the English catalogue's keys, so a text that is not
 *   in the catalogue fails the typecheck, and `npm run lint` fails when the two catalogues differ.
 * - Components call `useT()` (which re-renders them when the language changes) and `t(id, values)`.
 * - Sagas, slices and pure rules do not speak: they hand over a `Text` (a message id, a `msg(id, values)`, or the
 *   server's words as `raw(text)`), which the screen turns into words with `translate` at render time. So a
 *   language switch re-words what is already on the screen, and the server's words are never translated.
 * - Lingui core (2 KB gzip) formats the messages; the build compiles the catalogues ahead of time
 *   (scripts/compileCatalogues.ts), so no message parser ships to the browser.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { DOMAIN_MESSAGES, isLanguage, type DomainMessageId, type Language } from '@crm/domain';
import type english from './catalogues/en.json';

/**
 * A message of the catalogues: the web app's own, and the shared rules' (@crm/domain's messages, the words of
 * a customer record's refusal, which the server speaks too), loaded beside them in every language.
 */
export type MessageId = keyof typeof english | DomainMessageId;

export { LANGUAGES, isLanguage, type Language } from '@crm/domain';
export const DEFAULT_LANGUAGE: Language = 'en';

/** A message with its values; a value that is itself a Text is put into words first. */
export interface Message {
  id: MessageId;
  values?: Readonly<Record<string, TextValue>>;
}
/** Words shown exactly as they came (the server's message, a user's own data): never looked up. */
export interface RawText {
  raw: string;
}
export type TextValue = string | number | Message | RawText;
/** Something to show: a message id, a message with values, or raw words. Plain data, so it fits in the store. */
export type Text = MessageId | Message | RawText;

export const i18n = setupI18n();

/**
 * Named number formats a message may use (`{size, number, oneDecimal}`): written as the language writes
 * numbers (8.0 / 8,0) when the message is put into words, so a stored Text re-words on a language switch.
 */
const NUMBER_FORMATS = {
  oneDecimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
} satisfies Record<string, Intl.NumberFormatOptions>;
const FORMATTING = { formats: NUMBER_FORMATS };

/**
 * The English words, whatever the language shown: a column's language-independent name (the URL's sort key
 * stays "sort=Name" in every language, so a link works for everyone). Loaded beside every language.
 */
const englishI18n = setupI18n();

/** A message's English words (see `englishI18n`); the id itself until English has loaded. */
export function englishWords(id: MessageId): string {
  return englishI18n.locale ? englishI18n._(id) : id;
}

/** Any Text in English words, whatever the language shown: logs, and an Error's message. */
export function inEnglish(text: Text): string {
  if (typeof text === 'string') return englishWords(text);
  if ('raw' in text) return text.raw;
  if (!text.values || !englishI18n.locale) return englishWords(text.id);
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values))
    words[name] = typeof value === 'object' ? inEnglish(value) : value;
  return englishI18n._(text.id, words, FORMATTING);
}

/** A message with values, for a saga or a rule to hand to a screen. */
export function msg(id: MessageId, values?: Message['values']): Message {
  return values ? { id, values } : { id };
}

/** The server's (or a user's) words, shown as written. */
export function raw(text: string): RawText {
  return { raw: text };
}

function valueWords(value: TextValue): string | number {
  return typeof value === 'object' ? translate(value) : value;
}

/** A message in the current language. */
export function t(id: MessageId, values?: Message['values']): string {
  if (!values) return i18n._(id);
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) words[name] = valueWords(value);
  return i18n._(id, words, FORMATTING);
}

/** Any Text in words, in the current language. */
export function translate(text: Text): string {
  if (typeof text === 'string') return t(text);
  if ('raw' in text) return text.raw;
  return t(text.id, text.values);
}

/** A number as the current language writes it (1,234 / 1.234). */
export function formatNumber(value: number): string {
  return i18n.number(value);
}

const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en.json'),
  id: () => import('./catalogues/id.json'),
};

/**
 * A language's catalogue with the shared rules' messages beside it (the build compiles both alike:
 * scripts/compileCatalogues.ts; so in the built app DOMAIN_MESSAGES holds compiled messages, for Lingui only).
 */
function withDomainMessages(language: Language, messages: Messages): Messages {
  return { ...(DOMAIN_MESSAGES[language] as unknown as Messages), ...messages };
}

/** Makes `messages` (a catalogue of the web app) the language's words (tests, and the loader below). */
export function activate(language: Language, messages: Messages): void {
  const all = withDomainMessages(language, messages);
  if (language === 'en') englishI18n.loadAndActivate({ locale: language, messages: all });
  i18n.loadAndActivate({ locale: language, messages: all });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Loads a language's catalogue (its own chunk) and switches to it; the screen re-words itself. */
export async function loadLanguage(language: Language): Promise<void> {
  const [{ default: messages }] = await Promise.all([catalogues[language](), loadEnglish()]);
  activate(language, messages);
}

/** The English words for `englishWords`, once (with the English screen they are its own catalogue). */
async function loadEnglish(): Promise<void> {
  if (englishI18n.locale) return;
  const { default: messages } = await catalogues.en();
  englishI18n.loadAndActivate({ locale: 'en', messages: withDomainMessages('en', messages) });
}

function subscribe(listener: () => void): () => void {
  return i18n.on('change', listener);
}

/** The language shown now (outside React: the API client's Accept-Language, a worker's request). */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The language shown; a component that calls it re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `t` for a component: the component re-renders in the new language when the user switches. */
export function useT(): typeof t {
  const language = useLanguage();
  // A new function per language, so memoised children that take it re-render too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: MessageId, values?: Message['values']) => t(id, values), [language]);
}

/** `translate` for a component, re-rendering on a language switch like useT. */
export function useTranslate(): typeof translate {
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((text: Text) => translate(text), [language]);
}

/**
 * Words on screen in English or Bahasa Indonesia: ICU catalogues (catalogues/*.json) keyed by `MessageId`, so a
 * missing text fails the typecheck. Sagas and rules hand over a `Text`, worded at render time, so a language
 * switch re-words the screen. The build precompiles catalogues (scripts/compileCatalogues.ts): no parser ships.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { DOMAIN_MESSAGES, isLanguage, type DomainMessageId, type Language } from '@crm/domain';
import type english from './catalogues/en.json';

/** The web app's messages and @crm/domain's (a customer record's refusal, which the server speaks too). */
export type MessageId = keyof typeof english | DomainMessageId;

export { LANGUAGES, isLanguage, type Language } from '@crm/domain';
export const DEFAULT_LANGUAGE: Language = 'en';

/** A value that is itself a Text is put into words first. */
export interface Message {
  id: MessageId;
  values?: Readonly<Record<string, TextValue>>;
}
/** Never looked up: the server's message, a user's own data. */
export interface RawText {
  raw: string;
}
export type TextValue = string | number | Message | RawText;
/** Plain data, so it fits in the store. */
export type Text = MessageId | Message | RawText;

declare const wordsBrand: unique symbol;
/** Words to show: branded so a bare `MessageId` (or any string) given where words are expected fails to compile. */
export type Words = string & { readonly [wordsBrand]: true };

/** Text that is already words from elsewhere (the server's message, a user's own data): shown as it is. */
export function rawWords(text: string): Words {
  return text as Words;
}

export const i18n = setupI18n();

/** `{size, number, oneDecimal}`: written as the language writes numbers (8.0 / 8,0) when worded. */
const NUMBER_FORMATS = {
  oneDecimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
} satisfies Record<string, Intl.NumberFormatOptions>;
const FORMATTING = { formats: NUMBER_FORMATS };

/** English whatever the language shown: the URL's sort key stays "sort=Name" so a link works for everyone. */
const englishI18n = setupI18n();

/** The id itself until English has loaded. */
export function englishWords(id: MessageId): Words {
  return rawWords(englishI18n.locale ? englishI18n._(id) : id);
}

/** Logs, and an Error's message. */
export function inEnglish(text: Text): string {
  if (typeof text === 'string') return englishWords(text);
  if ('raw' in text) return text.raw;
  if (!text.values || !englishI18n.locale) return englishWords(text.id);
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values))
    words[name] = typeof value === 'object' ? inEnglish(value) : value;
  return englishI18n._(text.id, words, FORMATTING);
}

export function msg(id: MessageId, values?: Message['values']): Message {
  return values ? { id, values } : { id };
}

export function raw(text: string): RawText {
  return { raw: text };
}

function valueWords(value: TextValue): string | number {
  return typeof value === 'object' ? translate(value) : value;
}

export function t(id: MessageId, values?: Message['values']): Words {
  if (!values) return rawWords(i18n._(id));
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) words[name] = valueWords(value);
  return rawWords(i18n._(id, words, FORMATTING));
}

export function translate(text: Text): Words {
  if (typeof text === 'string') return t(text);
  if ('raw' in text) return rawWords(text.raw);
  return t(text.id, text.values);
}

/** 1,234 / 1.234. */
export function formatNumber(value: number): Words {
  return rawWords(i18n.number(value));
}

const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogues/en.json'),
  id: () => import('./catalogues/id.json'),
};

/** In the built app DOMAIN_MESSAGES holds compiled messages (scripts/compileCatalogues.ts). */
function withDomainMessages(language: Language, messages: Messages): Messages {
  return { ...(DOMAIN_MESSAGES[language] as unknown as Messages), ...messages };
}

export function activate(language: Language, messages: Messages): void {
  const all = withDomainMessages(language, messages);
  if (language === 'en') englishI18n.loadAndActivate({ locale: language, messages: all });
  i18n.loadAndActivate({ locale: language, messages: all });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Its own chunk; the screen re-words itself. */
export async function loadLanguage(language: Language): Promise<void> {
  const [{ default: messages }] = await Promise.all([catalogues[language](), loadEnglish()]);
  activate(language, messages);
}

async function loadEnglish(): Promise<void> {
  if (englishI18n.locale) return;
  const { default: messages } = await catalogues.en();
  englishI18n.loadAndActivate({ locale: 'en', messages: withDomainMessages('en', messages) });
}

function subscribe(listener: () => void): () => void {
  return i18n.on('change', listener);
}

/** Outside React: the API client's Accept-Language, a worker's request. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

export function useT(): typeof t {
  const language = useLanguage();
  // A new function per language, so memoised children that take it re-render too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: MessageId, values?: Message['values']) => t(id, values), [language]);
}

export function useTranslate(): typeof translate {
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((text: Text) => translate(text), [language]);
}

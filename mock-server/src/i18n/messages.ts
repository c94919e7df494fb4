import {
  DOMAIN_MESSAGES,
  formatMessage,
  isLanguage,
  type DomainMessageId,
  type Language,
  type Message,
  type MessageValue,
} from '@crm/domain';
import { en } from './en.js';
import { id } from './id.js';

// Code never writes a sentence: it hands over a Said (an id and its values), and what answers the request words
// it in the request's language (docs/mock-backend.md, "Languages").

export type MessageId = keyof typeof en | DomainMessageId;
export type Said = Message<MessageId>;
export type SaidValue = MessageValue<MessageId>;

const CATALOGUES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { ...DOMAIN_MESSAGES.en, ...en },
  id: { ...DOMAIN_MESSAGES.id, ...id },
};

export const FALLBACK_LANGUAGE: Language = 'en';

export function say(messageId: MessageId, values?: Readonly<Record<string, SaidValue>>): Said {
  return values ? { id: messageId, values } : { id: messageId };
}

/** The test tooling's words (provider states, the control API). */
export function asGiven(text: string): Said {
  return say('words.asGiven', { text });
}

export function isSaid(value: unknown): value is Said {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    (value as { id: string }).id in CATALOGUES.en
  );
}

export function joined(
  items: readonly SaidValue[],
  joiner: 'words.and' | 'words.or' | 'words.list' | 'words.semicolon',
): Said {
  const [head = '', ...rest] = items;
  const first = typeof head === 'object' ? head : asGiven(String(head));
  return rest.reduce<Said>((all, item) => say(joiner, { first: all, last: item }), first);
}

export function words(language: Language, said: Said): string {
  return formatMessage(CATALOGUES[language], said);
}

export function numberWords(language: Language, value: number): string {
  return value.toLocaleString(language === 'id' ? 'id-ID' : 'en-US');
}

/** `in`, the old code of Indonesian, → id. */
function ourLanguage(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  const language = primary === 'in' ? 'id' : primary;
  return isLanguage(language) ? language : undefined;
}

const MAX_HEADER = 1000;
const Q_VALUE = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i;

/** RFC 9110 section 12.5.4: the highest-weight range of ours, the first of equal ones; else English. */
export function languageOf(header: string | readonly string[] | undefined): Language {
  const text = (typeof header === 'string' ? header : (header ?? []).join(',')).slice(0, MAX_HEADER);
  let best: { language: Language; weight: number } | undefined;
  for (const range of text.split(',')) {
    const [tag = '', ...parameters] = range.split(';');
    const weights = parameters.filter((parameter) => /^\s*q\s*=/i.test(parameter));
    const q = weights.length ? Q_VALUE.exec(weights[0]!) : undefined;
    // A malformed weight makes the range one the client did not mean to send: it is left out.
    if (q === null) continue;
    const weight = q ? Number(q[1]) : 1;
    if (!(weight > 0 && weight <= 1)) continue;
    const language = tag.trim() === '*' ? FALLBACK_LANGUAGE : ourLanguage(tag);
    if (language && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? FALLBACK_LANGUAGE;
}

export function languageOfLocales(uiLocales: string | undefined): Language | undefined {
  for (const tag of (uiLocales ?? '').slice(0, MAX_HEADER).split(/\s+/)) {
    const language = tag ? ourLanguage(tag) : undefined;
    if (language) return language;
  }
  return undefined;
}

/**
 * The words of the shared rules, in every language of the web app (catalogues messages/en.json and id.json,
 * keyed by message id), and the one way a message with values becomes words on the server side.
 *
 * The rules never speak: they hand over a Message (an id and its values). The mock server puts it into the
 * words of the request's language with `formatMessage`; the web app loads these catalogues beside its own
 * (web/src/i18n/i18n.ts), so a Message of the rules is a message of its catalogue like any other.
 * A message here is ICU with plain `{name}` placeholders only, which both sides read alike.
 */
import en from './messages/en.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };
import type { Language } from './languages.js';

export type DomainMessageId = keyof typeof en;

/** The rules' words per language (every language has every id: the type says so). */
export const DOMAIN_MESSAGES: Readonly<Record<Language, Readonly<Record<DomainMessageId, string>>>> = {
  en,
  id,
};

/** Something to put into words: a message id and its values; a value may itself be a message. */
export interface Message<Id extends string = string> {
  readonly id: Id;
  readonly values?: Readonly<Record<string, MessageValue<Id>>>;
}
export type MessageValue<Id extends string = string> = string | number | Message<Id>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A message in the words of `catalogue`: each `{name}` replaced by its value (a message value in the same
 * catalogue), a placeholder without a value left as written. An id the catalogue lacks is shown as itself.
 */
export function formatMessage(catalogue: Readonly<Record<string, string>>, message: Message): string {
  const template = catalogue[message.id] ?? message.id;
  const values = message.values ?? {};
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? formatMessage(catalogue, value) : String(value);
  });
}

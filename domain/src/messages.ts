/**
 * The shared rules' words per language. Rules hand over a Message; the mock server words it with `formatMessage`,
 * the web app loads these catalogues beside its own. ICU with plain `{name}` placeholders only, read alike by both.
 */
import en from './messages/en.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };
import type { Language } from './languages.js';

export type DomainMessageId = keyof typeof en;

/** Every language has every id: the type says so. */
export const DOMAIN_MESSAGES: Readonly<Record<Language, Readonly<Record<DomainMessageId, string>>>> = {
  en,
  id,
};

/** A value may itself be a message. */
export interface Message<Id extends string = string> {
  readonly id: Id;
  readonly values?: Readonly<Record<string, MessageValue<Id>>>;
}
export type MessageValue<Id extends string = string> = string | number | Message<Id>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** A placeholder without a value stays as written; an id the catalogue lacks is shown as itself. */
export function formatMessage(catalogue: Readonly<Record<string, string>>, message: Message): string {
  const template = catalogue[message.id] ?? message.id;
  const values = message.values ?? {};
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? formatMessage(catalogue, value) : String(value);
  });
}

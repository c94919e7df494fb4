import { DOMAIN_MESSAGES, LANGUAGES, type Language } from '@crm/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.js';
import { id } from '../../src/i18n/id.js';
import { languageOf, languageOfLocales, say, words, type MessageId } from '../../src/i18n/messages.js';
import { COLUMNS } from '../../src/state/records/columns.js';
import { columnLabel } from '../../src/uploads/spreadsheet.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * Messages that are the same words in Bahasa Indonesia on purpose: the spec's server message the web app
 * recognises, words that are only placeholders, and words Indonesian writes alike.
 */
const SAME_IN_BOTH = new Set<string>([
  'media.tooLarge',
  'words.asGiven',
  'words.list',
  'words.semicolon',
  'validation.other',
  'validation.type.null',
  'template.guide.format',
  'template.sheet.data',
  'column.route',
]);

describe("the mock's catalogues", () => {
  it('has every message in Bahasa Indonesia, with the same placeholders, and none left in English', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const indonesian = id[key as keyof typeof en];
      expect(placeholders(indonesian), key).toEqual(placeholders(english));
      expect(indonesian.trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(indonesian, key).not.toBe(english);
    }
  });

  it("shares no id with the domain's messages (one catalogue per message)", () => {
    for (const key of Object.keys(DOMAIN_MESSAGES.en)) expect(en).not.toHaveProperty(key);
  });

  it('names every customer and product-line column by its template header in English, in its own words in Indonesian', () => {
    for (const category of ['customer', 'product_line'] as const)
      for (const column of COLUMNS[category]) {
        const label = columnLabel(column);
        expect(typeof label, column.key).toBe('object');
        expect(words('en', label as ReturnType<typeof say>), column.key).toBe(column.name);
      }
    // Gift claim columns are Indonesian headers already: named by them in every language.
    for (const column of COLUMNS.gift_claim) expect(columnLabel(column)).toBe(column.name);
  });

  it('fills placeholders with words of the same language, nested messages too', () => {
    const said = say('record.notFound', { noun: say('noun.customer'), id: '12' });
    expect(words('en', said)).toBe('Customer 12 not found');
    expect(words('id', said)).toBe('Pelanggan 12 tidak ditemukan');
  });

  it('leaves a value that looks like a placeholder as it was sent', () => {
    const said = say('files.fileNotFound', { name: '{name}{x}' });
    expect(words('id', said)).toBe('Berkas tidak ditemukan: {name}{x}');
  });
});

/** The language a client asked for, as RFC 9110 reads Accept-Language: the reference of the property below. */
function reference(ranges: readonly { tag: string; q?: number }[]): Language {
  let best: { language: Language; q: number } | undefined;
  for (const { tag, q = 1 } of ranges) {
    const primary = tag.toLowerCase().split('-')[0];
    const language: Language | undefined =
      tag === '*' ? 'en' : primary === 'en' ? 'en' : primary === 'id' || primary === 'in' ? 'id' : undefined;
    if (language && q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'en';
}

const TAGS = [
  'en',
  'en-US',
  'EN-GB',
  'id',
  'id-ID',
  'ID',
  'in',
  'fr',
  'de-DE',
  'zh-Hant-TW',
  'ja',
  '*',
  'es-419',
];

describe('the language of a request (Accept-Language)', () => {
  it('is the language of ours of the highest weight, the first of equal ones; English otherwise', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            tag: fc.constantFrom(...TAGS),
            q: fc.option(
              fc.integer({ min: 0, max: 1000 }).map((value) => value / 1000),
              { nil: undefined },
            ),
          }),
          { maxLength: 6 },
        ),
        fc.constantFrom(',', ', ', ' ,  '),
        (ranges, separator) => {
          const header = ranges
            .map(({ tag, q }) =>
              q === undefined ? tag : `${tag};q=${q.toFixed(3).replace(/0+$/, '').replace(/\.$/, '')}`,
            )
            .join(separator);
          expect(languageOf(header)).toBe(reference(ranges));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is one of ours for any text at all, and English for none', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.array(fc.string())), (header) => {
        expect(LANGUAGES).toContain(languageOf(header));
      }),
      { numRuns: 2000 },
    );
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf(['fr', 'id'])).toBe('id');
  });

  it('reads ui_locales (OpenID Connect) as the first tag of ours, or none', () => {
    expect(languageOfLocales('id')).toBe('id');
    expect(languageOfLocales('fr-CA id-ID en')).toBe('id');
    expect(languageOfLocales('  en  id ')).toBe('en');
    expect(languageOfLocales('fr de')).toBeUndefined();
    expect(languageOfLocales('')).toBeUndefined();
    expect(languageOfLocales(undefined)).toBeUndefined();
  });
});

describe('every message id', () => {
  it('is worded in each language without a placeholder left unfilled when its values are given', () => {
    for (const key of Object.keys(en) as MessageId[]) {
      const values = Object.fromEntries(placeholders(en[key as keyof typeof en]).map((name) => [name!, 'X']));
      for (const language of LANGUAGES) expect(words(language, say(key, values)), key).not.toMatch(/\{\w+\}/);
    }
  });
});

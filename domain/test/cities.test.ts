import { describe, expect, it } from 'vitest';
import {
  checkCity,
  cityKey,
  createCityBook,
  DOMAIN_MESSAGES,
  formatMessage,
  type FieldCheck,
} from '../src/index.js';
import { INDONESIAN_REGENCIES } from '../src/indonesianRegencies.js';

/** Some of the cities the seed data holds (mock-server/src/seed/customers.ts), as it spells them. */
const DATA_CITIES = ['Jakarta Selatan', 'Bandung', 'Tangerang', 'Yogyakarta'];
const book = createCityBook(INDONESIAN_REGENCIES, DATA_CITIES);
/** A check with its refusal in English words (the rule hands over a message; the caller words it). */
const english = (result: FieldCheck) =>
  result.ok ? result : { ok: false, reason: formatMessage(DOMAIN_MESSAGES.en, result.reason) };
const check = (raw: string) => english(checkCity(raw, book, 'Location'));

describe('the official list of regencies and cities (idn-area-data)', () => {
  it('holds every kabupaten and kota once, each under its prefix', () => {
    expect(INDONESIAN_REGENCIES).toHaveLength(514);
    expect(new Set(INDONESIAN_REGENCIES).size).toBe(514);
    for (const name of INDONESIAN_REGENCIES) expect(name).toMatch(/^(Kabupaten|Kota) \S/);
    expect(INDONESIAN_REGENCIES).toContain('Kota Cirebon');
    expect(INDONESIAN_REGENCIES).toContain('Kabupaten Cirebon');
    expect(INDONESIAN_REGENCIES).toContain('Kota Administrasi Jakarta Selatan');
  });
});

describe('cityKey: how two city names are compared', () => {
  it('ignores case, spaces and the Kota / Kabupaten / Kota Adm. prefixes', () => {
    const keys = [
      'Cirebon',
      'cirebon',
      '  CIREBON ',
      'Kota Cirebon',
      'kota   cirebon',
      'Kabupaten Cirebon',
      'Kab. Cirebon',
      'Kota Adm. Cirebon',
      'Kota Administrasi Cirebon',
    ].map(cityKey);
    expect(new Set(keys)).toEqual(new Set(['cirebon']));
  });

  it('strips a prefix only as a whole word, and never the whole name', () => {
    expect(cityKey('Kotabaru')).toBe('kotabaru');
    expect(cityKey('Kabupaten Kotawaringin Barat')).toBe('kotawaringin barat');
    expect(cityKey('Kota Kotamobagu')).toBe('kotamobagu');
    expect(cityKey('Kota')).toBe('kota');
  });
});

describe('checkCity with the official list and the data cities', () => {
  it('accepts a city the data does not hold yet, in the official spelling without its prefix', () => {
    expect(check('Cirebon')).toEqual({ ok: true, value: 'Cirebon' });
    expect(check('Kota Cirebon')).toEqual({ ok: true, value: 'Cirebon' });
    expect(check('kabupaten  cirebon ')).toEqual({ ok: true, value: 'Cirebon' });
    expect(check('Kabupaten Pangkajene dan Kepulauan')).toEqual({
      ok: true,
      value: 'Pangkajene dan Kepulauan',
    });
    expect(check('toli-toli')).toEqual({ ok: true, value: 'Toli-Toli' });
    expect(check('Kepulauan Seribu')).toEqual({ ok: true, value: 'Kepulauan Seribu' });
  });

  it('stores a city the data holds in the data spelling, whatever prefix or case is typed', () => {
    expect(check('Kota Adm. Jakarta Selatan')).toEqual({ ok: true, value: 'Jakarta Selatan' });
    expect(check('Kota Administrasi Jakarta Selatan')).toEqual({ ok: true, value: 'Jakarta Selatan' });
    expect(check('jakarta   selatan')).toEqual({ ok: true, value: 'Jakarta Selatan' });
    expect(check('Kabupaten Bandung')).toEqual({ ok: true, value: 'Bandung' });
    expect(check('KOTA BANDUNG')).toEqual({ ok: true, value: 'Bandung' });
    expect(check('Kota Tangerang')).toEqual({ ok: true, value: 'Tangerang' });
  });

  it('keeps a data spelling that differs from the official one', () => {
    const spelled = createCityBook(INDONESIAN_REGENCIES, ['BANDUNG', 'Bandung']);
    expect(checkCity('kota bandung', spelled, 'Location')).toEqual({ ok: true, value: 'BANDUNG' });
  });

  it('accepts a city only the data holds', () => {
    const withOwn = createCityBook(INDONESIAN_REGENCIES, ['Bintaro Jaya']);
    expect(checkCity('bintaro jaya', withOwn, 'Location')).toEqual({ ok: true, value: 'Bintaro Jaya' });
    expect(check('Bintaro Jaya').ok).toBe(false);
  });

  it('refuses a misspelling with the closest city, and a name far from every city without one', () => {
    expect(check('Bandungg')).toEqual({
      ok: false,
      reason: 'Location "Bandungg" is not a known city (did you mean "Bandung"?)',
    });
    expect(check('Kota Cirebn')).toEqual({
      ok: false,
      reason: 'Location "Kota Cirebn" is not a known city (did you mean "Cirebon"?)',
    });
    expect(check('  Surabayaa ')).toEqual({
      ok: false,
      reason: 'Location "Surabayaa" is not a known city (did you mean "Surabaya"?)',
    });
    expect(check('Atlantis')).toEqual({ ok: false, reason: 'Location "Atlantis" is not a known city' });
    expect(check('Kota')).toEqual({ ok: false, reason: 'Location "Kota" is not a known city' });
  });

  it('suggests the data spelling before the official one', () => {
    expect(book.closest('Jakarta Selatn')).toBe('Jakarta Selatan');
    expect(createCityBook(INDONESIAN_REGENCIES, ['BANDUNG']).closest('Bandungg')).toBe('BANDUNG');
  });

  it('only tidies the value when the cities are not known', () => {
    expect(checkCity(' Bandungg  Barat ', null, 'Location')).toEqual({ ok: true, value: 'Bandungg Barat' });
  });

  it('matches every official name with and without its prefix', () => {
    const official = createCityBook(INDONESIAN_REGENCIES, []);
    for (const name of INDONESIAN_REGENCIES) {
      const bare = name.replace(/^(Kabupaten|Kota)( Administrasi)? /, '');
      expect(official.spelling(name), name).toBe(bare);
      expect(official.spelling(bare.toUpperCase()), name).toBe(bare);
    }
  });
});

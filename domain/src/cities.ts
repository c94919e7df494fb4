/**
 * Location must be an Indonesian regency or city (indonesianRegencies.ts) or one the data holds, compared without
 * case, spacing or "Kota"/"Kabupaten"-like prefixes and stored in one spelling, so the filter gets no near-duplicates.
 */
import type { FieldCheck } from './customerRecord.js';
import type { MessageValue } from './messages.js';

/** As a whole word ("Kotabaru" keeps its "Kota"). */
const PREFIX = /^(?:kabupaten|kab\.?|kota)(?:\s+(?:administrasi|adm\.?))?\s+(?=\S)/i;

/** Trimmed, runs of spaces as one. */
export function tidyCity(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export function cityKey(name: string): string {
  return tidyCity(name).toLowerCase().replace(PREFIX, '');
}

/** Levenshtein, for "did you mean". */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 edit for a name under 6 letters ("Kota" is no "Toba"). */
const maxEdits = (key: string) => Math.min(2, Math.floor(key.length / 3));

/** Indexed once: an upload checks every row against them. */
export interface CityBook {
  /** Undefined when the name is no known city. */
  spelling(name: string): string | undefined;
  /** A near spelling, without prefixes, or null. */
  closest(name: string): string | null;
}

/** The data's spelling wins, else the official name without prefix: "Kota Cirebon" and "Kabupaten Cirebon" are "Cirebon". */
export function createCityBook(official: readonly string[], dataCities: Iterable<string>): CityBook {
  const spellings = new Map<string, string>();
  for (const city of dataCities) {
    const key = cityKey(city);
    if (key && !spellings.has(key)) spellings.set(key, tidyCity(city));
  }
  for (const name of official) {
    const key = cityKey(name);
    if (!spellings.has(key)) spellings.set(key, tidyCity(name).replace(PREFIX, ''));
  }
  const suggestions = new Map<string, string | null>();
  const closest = (name: string): string | null => {
    const key = cityKey(name);
    const known = suggestions.get(key);
    if (known !== undefined) return known;
    const most = maxEdits(key);
    let best: { city: string; score: number } | null = null;
    for (const [candidate, city] of spellings) {
      // Only names of about the same length can be near: most of the list is skipped without a distance.
      if (Math.abs(candidate.length - key.length) > most) continue;
      const score = distance(key, candidate);
      if (score <= most && (!best || score < best.score)) best = { city, score };
    }
    const found = best?.city ?? null;
    suggestions.set(key, found);
    return found;
  };
  return { spelling: (name) => spellings.get(cityKey(name)), closest };
}

/** `cities` null: the cities are not known (yet); the value is only tidied. */
export function checkCity<Label extends MessageValue>(
  raw: string,
  cities: CityBook | null,
  label: Label,
): FieldCheck<Label> {
  const text = tidyCity(raw);
  if (cities === null) return { ok: true, value: text };
  const known = cities.spelling(text);
  if (known !== undefined) return { ok: true, value: known };
  const suggestion = cities.closest(text);
  return {
    ok: false,
    reason: suggestion
      ? { id: 'record.unknownCitySuggestion', values: { label, value: text, suggestion } }
      : { id: 'record.unknownCity', values: { label, value: text } },
  };
}

import { createCityBook, type CityBook } from '@crm/domain';
import { INDONESIAN_REGENCIES } from '@crm/domain/indonesianRegencies';
import type { RecordTable } from './recordTable.js';

/** What the Location filter offers; first spelling wins among spellings that differ only in case. */
export function customerCities(table: RecordTable): string[] {
  const seen = new Map<string, string>();
  for (const entries of Object.values(table.records)) {
    for (const entry of entries) {
      if (entry.key !== 'city') continue;
      const city = entry.value.trim();
      if (city && !seen.has(city.toLowerCase())) seen.set(city.toLowerCase(), city);
      break;
    }
  }
  return [...seen.values()];
}

export function customerCityBook(dataCities: Iterable<string>): CityBook {
  return createCityBook(INDONESIAN_REGENCIES, dataCities);
}

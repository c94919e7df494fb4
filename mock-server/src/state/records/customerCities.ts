import { createCityBook, type CityBook } from '@crm/domain';
import { INDONESIAN_REGENCIES } from '@crm/domain/indonesianRegencies';
import type { RecordTable } from './recordTable.js';

/**
 * The cities the customer data holds: what the customer list's Location filter offers, and with Indonesia's
 * official regencies and cities what the customer rules (@crm/domain) call the known cities. First spelling
 * wins among spellings that differ only in case.
 */
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

/** The known cities of the customer rules: Indonesia's regencies and cities, and the cities of `dataCities`. */
export function customerCityBook(dataCities: Iterable<string>): CityBook {
  return createCityBook(INDONESIAN_REGENCIES, dataCities);
}

import { createCityBook, type CityBook } from '@crm/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { customerList } from './customerList';

/**
 * The known cities of the customer rules in the dialogs (@crm/domain's city book): Indonesia's regencies and
 * cities, and the cities the customer data holds (the Location filter's options: every loaded customer's).
 */

let official: Promise<readonly string[]> | null = null;

/**
 * The official list (514 names, about 4 KB compressed), loaded as its own chunk the first time a dialog needs
 * it: the list screen, the app's landing route, does not carry it. A failed load is tried again next time.
 */
export function loadOfficialCities(): Promise<readonly string[]> {
  official ??= import('@crm/domain/indonesianRegencies').then(
    (module) => module.INDONESIAN_REGENCIES,
    (error: unknown) => {
      official = null;
      throw error;
    },
  );
  return official;
}

/**
 * The city book of a dialog, or null while the official list or the data's cities are not loaded (the server
 * alone judges the Location then: it applies the same rule).
 */
export function useCustomerCities(): CityBook | null {
  const dataCities = useAppSelector(customerList.selectList).optionLists?.city ?? null;
  const [list, setList] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    loadOfficialCities().then(
      (names) => {
        if (live) setList(names);
      },
      (error: unknown) => console.warn('The official list of cities could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (list && dataCities ? createCityBook(list, dataCities) : null), [list, dataCities]);
}

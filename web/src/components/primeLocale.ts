import { addLocale, localeOptions, type LocaleOptions } from 'primereact/api';
import { t, type Language } from '../i18n/i18n';

/** Day names as the language writes them (Intl knows every language's calendar words). */
function weekdayNames(language: Language, weekday: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' });
  // 1 January 2023 was a Sunday, PrimeReact's first day name.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2023, 0, 1 + index))));
}

function monthNames(language: Language, month: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2023, index, 1))));
}

/**
 * PrimeReact's own words (calendar, drop-down and multi-select texts and accessible names) in a language other
 * than English, from the catalogue (keys `prime.*`) and Intl's calendar names. English keeps PrimeReact's
 * built-in words, as before.
 */
export function primeLocaleOptions(language: Language): Partial<LocaleOptions> {
  return {
    accept: t('common.yes'),
    reject: t('common.no'),
    cancel: t('common.cancel'),
    apply: t('common.apply'),
    clear: t('prime.clear'),
    today: t('prime.today'),
    chooseDate: t('prime.chooseDate'),
    chooseMonth: t('prime.chooseMonth'),
    chooseYear: t('prime.chooseYear'),
    prevMonth: t('prime.prevMonth'),
    nextMonth: t('prime.nextMonth'),
    prevYear: t('prime.prevYear'),
    nextYear: t('prime.nextYear'),
    prevDecade: t('prime.prevDecade'),
    nextDecade: t('prime.nextDecade'),
    weekHeader: t('prime.weekHeader'),
    dayNames: weekdayNames(language, 'long'),
    dayNamesShort: weekdayNames(language, 'short'),
    dayNamesMin: weekdayNames(language, 'short'),
    monthNames: monthNames(language, 'long'),
    monthNamesShort: monthNames(language, 'short'),
    emptyMessage: t('prime.noOptions'),
    emptyFilterMessage: t('prime.noResults'),
    aria: {
      close: t('common.close'),
      previous: t('list.previous'),
      next: t('list.next'),
      selectAll: t('prime.allSelected'),
      unselectAll: t('prime.allUnselected'),
      selectLabel: t('prime.select'),
      unselectLabel: t('prime.unselect'),
      listLabel: t('prime.optionList'),
      removeLabel: t('prime.remove'),
      pageLabel: t('prime.pageLabel'),
      nextPageLabel: t('prime.nextPage'),
      prevPageLabel: t('prime.prevPage'),
      firstPageLabel: t('prime.firstPage'),
      lastPageLabel: t('prime.lastPage'),
    } as LocaleOptions['aria'],
  };
}

/**
 * The PrimeReact locale of a date field that picks a day of UTC timestamps (a list's Last Update): the
 * language's words, its Today button saying "Today (UTC)". Registered (again) when asked, so it follows the
 * language shown; returns its name.
 */
export function utcTodayLocale(language: Language): string {
  const name = `${language}-utc`;
  addLocale(name, {
    ...(localeOptions('en') as LocaleOptions),
    ...(language === 'en' ? {} : primeLocaleOptions(language)),
    today: t('date.todayUtc'),
  });
  return name;
}

/** The spec's empty state of a list (part 2 section 2: 'No data available.'). */
export const NO_DATA = 'No data available.';

/**
 * What an empty list says: whether the applied filters hide rows (the list has rows without them) and how
 * to see them again, or the spec's 'No data available.' when there is nothing to hide.
 */
export function emptyListText(
  filtersHideRows: boolean,
  howToSeeAll = 'Clear All shows every entry.',
): string {
  return filtersHideRows ? `No data matches the applied filters. ${howToSeeAll}` : NO_DATA;
}

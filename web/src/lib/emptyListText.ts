import { msg, type MessageId, type Text } from '../i18n/i18n';

/** The spec's empty state of a list (part 2 section 2: 'No data available.'). */
export const NO_DATA: MessageId = 'list.noData';

/**
 * What an empty list says: whether the applied filters hide rows (the list has rows without them) and how
 * to see them again, or the spec's 'No data available.' when there is nothing to hide.
 */
export function emptyListText(filtersHideRows: boolean, howToSeeAll: Text = 'list.clearAllShowsAll'): Text {
  if (!filtersHideRows) return NO_DATA;
  // A value that is a plain string is words; a message id is looked up as a message.
  return msg('list.filtersHideRows', {
    howToSeeAll: typeof howToSeeAll === 'string' ? msg(howToSeeAll) : howToSeeAll,
  });
}

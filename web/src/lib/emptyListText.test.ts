import { raw, translate } from '../i18n/i18n';
import { emptyListText, NO_DATA } from './emptyListText';

describe('emptyListText', () => {
  it("says the spec's 'No data available.' when no filter hides rows", () => {
    expect(translate(emptyListText(false))).toBe('No data available.');
    expect(translate(NO_DATA)).toBe('No data available.');
  });

  it('says that the applied filters hide the rows, and how to see them', () => {
    expect(translate(emptyListText(true))).toBe(
      'No data matches the applied filters. Clear All shows every entry.',
    );
    expect(translate(emptyListText(true, raw('Reset shows every recipient.')))).toBe(
      'No data matches the applied filters. Reset shows every recipient.',
    );
  });
});

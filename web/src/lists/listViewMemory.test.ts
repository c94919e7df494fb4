import { lastShownList, listViewUrl, rememberListView } from './listViewMemory';

describe('the last view of each list, per tab', () => {
  it('gives a list back as it was last shown, and which of several lists was shown last', () => {
    const storage = window.sessionStorage;
    expect(listViewUrl('/campaign/list-campaign', storage)).toBe('/campaign/list-campaign');
    rememberListView('/campaign/list-campaign', 'status=WAITING+APPROVAL&page=2', storage);
    rememberListView('/campaign/history', 'sort=-Submit+Date', storage);
    expect(listViewUrl('/campaign/list-campaign', storage)).toBe(
      '/campaign/list-campaign?status=WAITING+APPROVAL&page=2',
    );
    expect(lastShownList(['/campaign/list-campaign', '/campaign/history'], storage)).toBe(
      '/campaign/history',
    );
    rememberListView('/campaign/list-campaign', '', storage);
    expect(listViewUrl('/campaign/list-campaign', storage)).toBe('/campaign/list-campaign');
    expect(lastShownList(['/campaign/list-campaign', '/campaign/history'], storage)).toBe(
      '/campaign/list-campaign',
    );
  });

  it('a broken memory is no memory', () => {
    window.sessionStorage.setItem('crm.listViews', '{not json');
    expect(listViewUrl('/customer/list-customer')).toBe('/customer/list-customer');
  });
});

import indonesian from '../i18n/catalogues/id.json';
import { activate, raw, translate } from '../i18n/i18n';
import { CAMPAIGN_STATUSES, campaignStatusEntry } from './statuses';
import { campaignStatusText } from './statusWords';

describe('campaign statuses in the user words', () => {
  it('in English, every catalogued status reads as the catalogue labels it; case and blanks are ignored', () => {
    for (const status of CAMPAIGN_STATUSES)
      expect(translate(campaignStatusText(status))).toBe(campaignStatusEntry(status).label);
    expect(campaignStatusText(' waiting approval ')).toBe('campaigns.status.waitingApproval');
  });

  it('a status the catalogue does not know is shown as sent, lower-cased; none is a dash', () => {
    expect(campaignStatusText('PAUSED')).toEqual(raw('paused'));
    expect(campaignStatusText(null)).toEqual(raw('-'));
  });

  it('in Bahasa Indonesia', () => {
    activate('id', indonesian);
    expect(CAMPAIGN_STATUSES.map((status) => translate(campaignStatusText(status)))).toEqual([
      'Awal',
      'Menunggu Persetujuan',
      'Sedang Berjalan',
      'Diproses',
      'Selesai',
      'Berakhir',
      'Ditolak',
      'Dihentikan',
    ]);
    expect(translate(campaignStatusText('PAUSED'))).toBe('paused');
  });
});

import { msg, raw, translate } from '../../i18n/i18n';
import { downloadHint, failureReason, NO_REASON, NOT_READY_HINT } from './reportHints';
import { report } from './testData';

describe('report hints', () => {
  it('a ready report offers its file', () => {
    const hint = downloadHint(report());
    expect(hint).toEqual(
      msg('reports.hint.download', { name: 'report-1-ramadan-service-promo-20240601-080000.xlsx' }),
    );
    expect(translate(hint)).toBe('Download report-1-ramadan-service-promo-20240601-080000.xlsx');
    expect(failureReason(report())).toBeNull();
  });

  it('a failed report says why it failed (the server words as written), not that the file is coming', () => {
    const failed = report({ status: 'FAILED', file: null, information: 'The campaign has no recipients.' });
    expect(translate(downloadHint(failed))).toBe('The report failed: The campaign has no recipients.');
    expect(failureReason(failed)).toEqual(raw('The campaign has no recipients.'));
    expect(failureReason(report({ status: 'FAILED', file: null }))).toEqual(NO_REASON);
    expect(translate(downloadHint(report({ status: 'FAILED', file: null })))).toBe(
      'The report failed: The server gave no reason.',
    );
    // Another backend's word for it counts too.
    expect(failureReason(report({ status: 'error', file: null, information: 'Timed out' }))).toEqual(
      raw('Timed out'),
    );
  });

  it('a report still on its way says the file is not ready yet', () => {
    for (const status of ['PENDING', 'PROCESSING'])
      expect(downloadHint(report({ status, file: null }))).toBe(NOT_READY_HINT);
    expect(translate(NOT_READY_HINT)).toBe('The file is not ready yet');
    expect(failureReason(report({ status: 'PENDING', file: null }))).toBeNull();
  });
});

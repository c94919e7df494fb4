import { downloadHint, failureReason, NO_REASON, NOT_READY_HINT } from './reportHints';
import { report } from './testData';

describe('report hints', () => {
  it('a ready report offers its file', () => {
    expect(downloadHint(report())).toBe('Download report-1-ramadan-service-promo-20240601-080000.xlsx');
    expect(failureReason(report())).toBeNull();
  });

  it('a failed report says why it failed, not that the file is coming', () => {
    const failed = report({ status: 'FAILED', file: null, information: 'The campaign has no recipients.' });
    expect(downloadHint(failed)).toBe('The report failed: The campaign has no recipients.');
    expect(failureReason(failed)).toBe('The campaign has no recipients.');
    expect(downloadHint(report({ status: 'FAILED', file: null }))).toBe(`The report failed: ${NO_REASON}`);
    // Another backend's word for it counts too.
    expect(failureReason(report({ status: 'error', file: null, information: 'Timed out' }))).toBe(
      'Timed out',
    );
  });

  it('a report still on its way says the file is not ready yet', () => {
    for (const status of ['PENDING', 'PROCESSING'])
      expect(downloadHint(report({ status, file: null }))).toBe(NOT_READY_HINT);
    expect(failureReason(report({ status: 'PENDING', file: null }))).toBeNull();
  });
});

import { isUploadInProgress, uploadStatusLabel } from './uploadStatus';

describe('upload status', () => {
  it.each([
    ['done', 'Completed'],
    ['execute', 'On Going'],
    ['process', 'On Going'],
    ['failed', 'Failed'],
    ['error', 'Failed'],
    ['', 'Failed'],
    [null, 'Failed'],
    ['DONE', 'Failed'],
  ])('%j shows as %s', (status, label) => {
    expect(uploadStatusLabel(status)).toBe(label);
  });

  it('is in progress only while On Going', () => {
    expect(isUploadInProgress('process')).toBe(true);
    expect(isUploadInProgress('done')).toBe(false);
  });
});

import { act, renderHook } from '@testing-library/react';
import { useExportRunner } from './listToolbar';

describe('useExportRunner: a failed export in words', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  async function failWith(failure: unknown) {
    // A rejection with any value, as a row source may give (not only Errors).
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const { result } = renderHook(() => useExportRunner(() => Promise.reject(failure)));
    await act(async () => {
      result.current.runExport();
      await Promise.resolve();
    });
    return result.current;
  }

  it("says the failure's own words (a row source that builds the file says what went wrong)", async () => {
    const state = await failWith(
      new Error('This list has 300,000 rows: filter it to 200,000 or fewer to export.'),
    );
    expect(state.exportError).toBe('This list has 300,000 rows: filter it to 200,000 or fewer to export.');
    expect(state.exporting).toBe(false);
  });

  it('a failure without words: "The export failed. Try again."', async () => {
    expect((await failWith('boom')).exportError).toBe('The export failed. Try again.');
    expect((await failWith(new Error(''))).exportError).toBe('The export failed. Try again.');
  });
});

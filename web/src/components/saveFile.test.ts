import { saveBlob } from './saveFile';

describe('saveBlob', () => {
  it('clicks a temporary <a download> pointing at an object URL, then removes it and frees the URL', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:http://app.test/123');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const blob = new Blob(['x'], { type: 'application/vnd.ms-excel' });
    saveBlob(blob, 'customers-invalid-data.xlsx');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('customers-invalid-data.xlsx');
    expect(clicks[0]!.href).toBe('blob:http://app.test/123');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoked).toHaveBeenCalledWith('blob:http://app.test/123');
    click.mockRestore();
    vi.useRealTimers();
  });
});

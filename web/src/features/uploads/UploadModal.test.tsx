import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadModal } from './UploadModal';

function renderModal(overrides: Partial<Parameters<typeof UploadModal>[0]> = {}) {
  const props = {
    visible: true,
    busy: false,
    templateLabel: 'Customer template (.xls)',
    templateBusy: false,
    onCancel: vi.fn(),
    onUpload: vi.fn(),
    onDownloadTemplate: vi.fn(),
    ...overrides,
  };
  render(<UploadModal {...props} />);
  return props;
}

describe('UploadModal', () => {
  it('offers exactly one file chooser, the .xls hint and the template', () => {
    renderModal();
    const input = screen.getByLabelText('File') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(false);
    expect(input).not.toHaveAttribute('accept');
    expect(screen.getByText('Importing require .xls format.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Importing require .xls format.');
    expect(screen.getByRole('button', { name: 'Download Customer template (.xls)' })).toBeInTheDocument();
  });

  it('Upload is disabled until a file is chosen, then uploads that one file', async () => {
    const user = userEvent.setup();
    const props = renderModal();
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const chosen = new File(['abc'], 'customers.xls', { type: 'application/vnd.ms-excel' });
    await user.upload(screen.getByLabelText('File'), [chosen, new File(['x'], 'second.xls')]);
    expect(screen.getByText(/Selected: customers\.xls/)).toBeInTheDocument();
    await user.click(upload);
    expect(props.onUpload).toHaveBeenCalledTimes(1);
    expect(props.onUpload).toHaveBeenCalledWith(chosen);
  });

  it('any file may be chosen: the client does not check type or size', async () => {
    const user = userEvent.setup({ applyAccept: true });
    const props = renderModal();
    const text = new File(['not a sheet'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('File'), text);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(props.onUpload).toHaveBeenCalledWith(text);
  });

  it('Cancel closes the modal', async () => {
    const user = userEvent.setup();
    const props = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalled();
  });

  it('is busy while the upload is sent', () => {
    renderModal({ busy: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('File')).toBeDisabled();
  });

  it('downloads the template', async () => {
    const user = userEvent.setup();
    const props = renderModal();
    await user.click(screen.getByRole('button', { name: 'Download Customer template (.xls)' }));
    expect(props.onDownloadTemplate).toHaveBeenCalled();
  });
});

describe('UploadModal reopened', () => {
  it('starts without a file each time it opens', async () => {
    const user = userEvent.setup();
    const props = {
      busy: false,
      templateLabel: 'Gift claim template (.xls)',
      templateBusy: false,
      onCancel: vi.fn(),
      onUpload: vi.fn(),
      onDownloadTemplate: vi.fn(),
    };
    const { rerender } = render(<UploadModal visible {...props} />);
    await user.upload(screen.getByLabelText('File'), new File(['a'], 'a.xls'));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    rerender(<UploadModal visible={false} {...props} />);
    rerender(<UploadModal visible {...props} />);
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeDisabled();
  });
});

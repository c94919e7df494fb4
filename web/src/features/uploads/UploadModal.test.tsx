import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import { activate, rawWords } from '../../i18n/i18n';
import { UploadModal } from './UploadModal';

function renderModal(overrides: Partial<Parameters<typeof UploadModal>[0]> = {}) {
  const props = {
    visible: true,
    busy: false,
    progress: null as number | null,
    templateLabel: rawWords('Customer template (.xls)'),
    templateBusy: false,
    maxUploadMb: 20,
    onCancel: vi.fn(),
    onUpload: vi.fn(),
    onDownloadTemplate: vi.fn(),
    ...overrides,
  };
  render(<UploadModal {...props} />);
  return props;
}

describe('UploadModal', () => {
  it('offers exactly one file chooser, the .xls hint, the types and size taken, and the template', () => {
    renderModal();
    const input = screen.getByLabelText<HTMLInputElement>('File');
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe(
      '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(screen.getByText('Importing require .xls format.')).toBeInTheDocument();
    expect(screen.getByText('Excel files (.xls or .xlsx) up to 20 MB.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'Importing require .xls format. Excel files (.xls or .xlsx) up to 20 MB.',
    );
    expect(screen.getByText('Drag and drop the file here, or choose it:')).toBeInTheDocument();
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

  it('a chosen file of another type is refused with a clear error, and Upload stays disabled', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const props = renderModal();
    await user.upload(screen.getByLabelText('File'), new File(['not a sheet'], 'notes.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"notes.txt" is not an Excel file. Choose an .xls or .xlsx file.',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(props.onUpload).not.toHaveBeenCalled();
    // Choosing a spreadsheet then clears the error.
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'customers.xlsx'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('takes a file dropped on the upload area', async () => {
    const user = userEvent.setup();
    const props = renderModal();
    const zone = screen.getByRole('group', { name: 'Upload area' });
    const dropped = new File(['abc'], 'claims.xls', { type: 'application/vnd.ms-excel' });
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone).toHaveClass('is-dragging');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [dropped] } });
    expect(zone).not.toHaveClass('is-dragging');
    expect(screen.getByText(/Selected: claims\.xls/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(props.onUpload).toHaveBeenCalledWith(dropped);
  });

  it('a dropped file of another type, or several files, get a clear error', () => {
    renderModal();
    const zone = screen.getByRole('group', { name: 'Upload area' });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [new File(['%PDF'], 'scan.pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"scan.pdf" is not an Excel file. Choose an .xls or .xlsx file.',
    );
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    fireEvent.drop(zone, {
      dataTransfer: { types: ['Files'], files: [new File(['a'], 'a.xls'), new File(['b'], 'b.xls')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Drop one file at a time.');
  });

  it('shows how much of the file has been sent while it is sent', () => {
    renderModal({ busy: true, progress: 40 });
    const bar = screen.getByRole('progressbar', { name: 'Sending the file' });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText('Sending… 40%')).toBeInTheDocument();
  });

  it('shows no progress bar before the upload starts', () => {
    renderModal({ busy: false, progress: null });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
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
      progress: null,
      templateLabel: rawWords('Gift claim template (.xls)'),
      templateBusy: false,
      maxUploadMb: 20,
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

  it('speaks Bahasa Indonesia: its texts, a too-large file refused, and a switch re-words what is shown', async () => {
    const user = userEvent.setup();
    activate('id', indonesian);
    renderModal({ maxUploadMb: 5 });
    expect(screen.getByRole('dialog', { name: 'Unggah Data' })).toBeInTheDocument();
    expect(screen.getByText('Gunakan templat .xls; berkas .xls dan .xlsx diterima.')).toBeInTheDocument();
    expect(screen.getByText('Berkas Excel (.xls atau .xlsx) hingga 5 MB.')).toBeInTheDocument();
    expect(screen.getByText('Seret dan lepas berkas di sini, atau pilih berkas:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeEnabled();
    const big = Object.defineProperty(new File(['x'], 'besar.xlsx'), 'size', { value: 6 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Berkas'), big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"besar.xlsx" berukuran 6,0 MB: hanya berkas hingga 5 MB yang diterima.',
    );
    expect(screen.getByRole('button', { name: 'Unggah' })).toBeDisabled();
    act(() => activate('en', english));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"besar.xlsx" is 6.0 MB: files up to 5 MB are taken.',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { UploadRecord } from '../../api/files';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import { activate } from '../../i18n/i18n';
import { makeStore } from '../../test/appStore';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps, signedIn } from '../../test/sagaDeps';
import { uploadRecord } from './testData';
import UploadDetailPage from './UploadDetailPage';

function renderDetail(record: UploadRecord | null, modules = ['crm.customer.upload']) {
  const { http, requests } = fakeHttp({ 'POST /api/files/filter': () => ({ data: record ? [record] : [] }) });
  const store = makeStore(makeDeps(http));
  store.dispatch(signedIn({ display_name: 'Dedi', modules }));

  render(
    <Provider store={store}>
      <MemoryRouter>
        <UploadDetailPage category="customer" />
      </MemoryRouter>
    </Provider>,
  );
  return { requests };
}

describe('UploadDetailPage', () => {
  it('a finished upload with invalid rows: counters, file info, both downloads, no error text', async () => {
    sessionStorage.setItem('uploadUuid', 'u-1');
    renderDetail(
      uploadRecord({
        num_of_success: 15,
        num_of_failed: 4,
        invalid_file: { file_path: 'uploads/invalid/u-1-invalid.xls' },
      }),
    );
    expect(await screen.findByRole('group', { name: 'Total Data' })).toHaveTextContent('19');
    expect(screen.getByRole('group', { name: 'Success Data' })).toHaveTextContent('15');
    expect(screen.getByRole('group', { name: 'Invalid Data' })).toHaveTextContent('4');
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'File Info' });
    expect(within(info).getByText('customers.xls')).toBeInTheDocument();
    expect(within(info).getByText('Customer')).toBeInTheDocument();
    expect(within(info).getByText('2024-06-01 10:00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download File' })).toBeEnabled();
    const invalid = screen.getByRole('button', { name: 'Download Invalid Data' });
    expect(invalid).toBeEnabled();
    expect(invalid).not.toHaveAttribute('aria-disabled', 'true');
    expect(invalid).not.toHaveAccessibleDescription();
  });

  it('a failed upload: red Failed with "Error: ...", the invalid download disabled and described', async () => {
    sessionStorage.setItem('uploadUuid', 'u-1');
    renderDetail(
      uploadRecord({ status: 'failed', num_of_success: 0, information: 'The file is empty.', file_path: '' }),
    );
    expect(await screen.findByText('Error: The file is empty.')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toHaveClass('danger');
    expect(screen.getByRole('button', { name: 'Download File' })).toBeDisabled();
    const invalid = screen.getByRole('button', { name: 'Download Invalid Data' });
    expect(invalid).toHaveAttribute('aria-disabled', 'true');
    expect(invalid).toHaveAccessibleDescription('no invalid data available');
  });

  it('the disabled invalid download is reached from the keyboard with its reason, and does nothing', async () => {
    sessionStorage.setItem('uploadUuid', 'u-1');
    const { requests } = renderDetail(uploadRecord({ status: 'done', num_of_failed: 0, invalid_file: null }));
    const invalid = await screen.findByRole('button', { name: 'Download Invalid Data' });
    // Focusable (aria-disabled, not disabled), as a mouse user can hover it for the tooltip.
    expect(invalid).not.toHaveAttribute('disabled');
    expect(invalid).toHaveAttribute('aria-disabled', 'true');
    for (let step = 0; step < 20 && document.activeElement !== invalid; step += 1) await userEvent.tab();
    expect(invalid).toHaveFocus();
    expect(invalid).toHaveAccessibleDescription('no invalid data available');
    expect(screen.getByRole('tooltip')).toHaveTextContent('no invalid data available');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    fireEvent.click(invalid);
    expect(requests.filter((request) => request.url.startsWith('/download-file'))).toEqual([]);
  });

  it('no uuid in session storage: a clear empty state, and the way back to the upload list as it was', async () => {
    sessionStorage.setItem(
      'crm.listViews',
      JSON.stringify({ views: [{ path: '/customer/upload-data', search: 'status=Failed&page=2' }] }),
    );
    renderDetail(null);
    expect(await screen.findByText('No upload selected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Upload Data' })).toHaveAttribute(
      'href',
      '/customer/upload-data?status=Failed&page=2',
    );
  });

  it('a user who cannot open the upload list is led back to a screen they can open, never to "No Access Found"', async () => {
    renderDetail(null, ['crm.customer.list', 'crm.giftclaim.list']);
    expect(await screen.findByText('No upload selected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customer Data' })).toHaveAttribute(
      'href',
      '/customer/list-customer',
    );
  });

  it('the detail of an upload has its way back too', async () => {
    sessionStorage.setItem('uploadUuid', 'u-1');
    renderDetail(uploadRecord());
    expect(await screen.findByText('File Info')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Upload Data' })).toHaveAttribute(
      'href',
      '/customer/upload-data',
    );
  });

  it('an unknown uuid: "Upload not found."', async () => {
    sessionStorage.setItem('uploadUuid', 'nope');
    renderDetail(null);
    expect(await screen.findByText('Upload not found.')).toBeInTheDocument();
    await act(async () => undefined);
  });

  it("speaks Bahasa Indonesia (the server's reason as written), and re-words itself on a switch", async () => {
    activate('id', indonesian);
    sessionStorage.setItem('uploadUuid', 'u-1');
    renderDetail(
      uploadRecord({
        status: 'failed',
        num_of_success: 1234,
        num_of_failed: 0,
        information: 'The file is empty.',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Detail Unggahan' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Data' })).toHaveTextContent('1.234');
    expect(screen.getByRole('group', { name: 'Berhasil Diimpor' })).toHaveTextContent('1.234');
    expect(screen.getByText('Gagal')).toBeInTheDocument();
    expect(screen.getByText('Kesalahan: The file is empty.')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Info Berkas' });
    expect(within(info).getByText('Pelanggan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh Data Tidak Valid' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('tidak ada data tidak valid');

    act(() => activate('en', english));
    expect(screen.getByRole('heading', { name: 'Upload Details' })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Error: The file is empty.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Data' })).toHaveTextContent('1,234');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customer, entries, records } from '@crm/fixtures';
import { renderWithStore } from '../../test/renderWithStore';
import { stubHttp } from '../../test/sagaDeps';
import { activate } from '../../i18n/i18n';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import CustomerDetailPage from './CustomerDetailPage';
import { customerList } from './customerList';

const lines = records(
  entries(8, { code: 'WMF01', value: 'Washing Machine Front Load', model_code: 'A', model_description: 'a' }),
);

function field(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

// Renders PrimeReact in jsdom: slow on a busy machine, so more time than vitest's default 5 s.
describe('CustomerDetailPage', { timeout: 30_000 }, () => {
  it('shows "Loading data..." and then the stored customer, with the product-line label and "-" for gaps', async () => {
    sessionStorage.setItem('customerId', '3');
    const http = stubHttp({
      post: vi.fn(async () => ({
        data: {
          data: {
            customer: customer(3, { service_provider_name: 'PT Servis', service_provider_code: 'ASP-1' }),
          },
        },
      })),
      get: vi.fn(async () => ({ data: { data: { product_lines: lines } } })),
    });
    renderWithStore(<CustomerDetailPage />, { http });
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Delivery Info' });
    expect(field('Customer Name')).toBe('Customer 3');
    expect(field('Phone Number')).toBe('08120003');
    expect(field('Address')).toBe('-');
    expect(field('Product Line Alpha-Numeric')).toBe('Washing Machine Front Load');
    expect(field('Service Provider Name')).toBe('PT Servis (ASP-1)');
    expect(field('Closure Date')).toBe('-');
    expect(field('Call Priority')).toBe('-');
    const product = screen.getByRole('region', { name: 'Product Info' });
    expect(
      within(product)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Product Line Alpha-Numeric',
      'Route',
      'Model Code',
      'Coverage Type',
      'Model Description',
      'PNC Number',
      'Brand Code',
      'Machine Serial No',
    ]);
    expect(http.post).toHaveBeenCalledWith('/api/customers/3');
  });

  it('names its record in the heading: the name and the service order, in both languages', async () => {
    sessionStorage.setItem('customerId', '3');
    const http = stubHttp({
      post: vi.fn(async () => ({ data: { data: { customer: customer(3) } } })),
      get: vi.fn(async () => ({ data: { data: { product_lines: lines } } })),
    });
    renderWithStore(<CustomerDetailPage />, { http });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Customer Detail: Customer 3 (service order SO3)',
      }),
    ).toBeInTheDocument();
    act(() => activate('id', indonesian));
    onTestFinished(() => activate('en', english));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Detail Pelanggan: Customer 3 (No. Order Servis SO3)' }),
    ).toBeInTheDocument();
  });

  it('a customer without a name or a service order: "-" for the name, no order', async () => {
    sessionStorage.setItem('customerId', '4');
    const http = stubHttp({
      post: vi.fn(async () => ({
        data: { data: { customer: customer(4, { customer_name: ' ', service_order_no: '' }) } },
      })),
      get: vi.fn(async () => ({ data: { data: { product_lines: lines } } })),
    });
    renderWithStore(<CustomerDetailPage />, { http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Detail: -' })).toBeInTheDocument();
  });

  it('offers Edit: the edit dialog with its values; saved, the detail shows what the server holds', async () => {
    sessionStorage.setItem('customerId', '3');
    let stored = customer(3);
    const http = stubHttp({
      post: vi.fn(async () => ({ data: { data: { customer: stored } } })),
      get: vi.fn(async () => ({ data: { data: { product_lines: lines } } })),
      put: vi.fn(async (_url: string, body: { customer: typeof stored }) => {
        stored = body.customer;
        return { data: { message: 'Customer updated', data: { customer: stored } } };
      }),
    });
    const { store } = renderWithStore(<CustomerDetailPage />, { http });
    await screen.findByRole('heading', { name: 'Delivery Info' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
    expect(within(dialog).getByLabelText('Service Order')).toHaveValue('SO3');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Customer 3');
    await userEvent.clear(name);
    await userEvent.type(name, 'Customer Tiga');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Data Successfully')).toBeInTheDocument();
    expect(http.put).toHaveBeenCalledWith('/api/customers/3', expect.anything());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Customer Detail: Customer Tiga (service order SO3)' }),
    ).toBeInTheDocument();
    expect(field('Customer Name')).toBe('Customer Tiga');
    // The success dialog closing reloads no list: there is none on this screen.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Updated Data Successfully')).toBeNull());
    expect(customerList.selectList(store.getState()).status).toBe('idle');
  });

  it('shows "No data available." when no customer id was stored', async () => {
    const { http } = renderWithStore(<CustomerDetailPage />);
    await screen.findByText('No data available.');
    expect(http.post).not.toHaveBeenCalled();
  });
});

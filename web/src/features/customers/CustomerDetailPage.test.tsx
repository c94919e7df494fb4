import { screen, within } from '@testing-library/react';
import { customer, entries, records } from '@crm/fixtures';
import { renderWithStore } from '../../test/renderWithStore';
import { stubHttp } from '../../test/sagaDeps';
import CustomerDetailPage from './CustomerDetailPage';

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

  it('shows "No data available." when no customer id was stored', async () => {
    const { http } = renderWithStore(<CustomerDetailPage />);
    await screen.findByText('No data available.');
    expect(http.post).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { SideMenu } from './SideMenu';

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      go {path}
    </button>
  );
}

function renderMenu(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <SideMenu modules={['crm.customer.listing', 'crm.campaign.list']} open={false} onNavigate={() => {}} />
      <GoTo path={paths.campaignList} />
    </MemoryRouter>,
  );
}

const group = (name: string) => screen.getByRole('button', { name });

describe('SideMenu', () => {
  it("opens the current page's group, and the new page's group after navigating, keeping the others as they are", async () => {
    renderMenu(paths.customerList);
    expect(group('Customer Data')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Campaign')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: `go ${paths.campaignList}` }));
    expect(group('Campaign')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Campaign')).toHaveAttribute('aria-current', 'location');
    expect(group('Customer Data')).toHaveAttribute('aria-expanded', 'true');
  });

  it('a group the user closed stays closed until the page changes', async () => {
    renderMenu(paths.customerList);
    await userEvent.click(group('Customer Data'));
    expect(group('Customer Data')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group('Campaign'));
    expect(group('Customer Data')).toHaveAttribute('aria-expanded', 'false');
  });
});

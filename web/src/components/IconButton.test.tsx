import { rawWords } from '../i18n/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a plain button named by its label, with the tooltip given and a decorative icon', async () => {
    const onClick = vi.fn();
    render(
      <IconButton
        icon="pi pi-eye"
        label={rawWords('View upload a.xlsx')}
        title="View details"
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'View upload a.xlsx' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', 'View details');
    expect(button).toHaveClass('icon-button', { exact: true });
    const icon = button.querySelector('i');
    expect(icon).toHaveClass('pi', 'pi-eye');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its label as the tooltip unless given one, and carries tone, extra classes and ARIA state', () => {
    render(
      <>
        <IconButton icon="pi pi-trash" label={rawWords('Delete')} tone="danger" disabled />
        <IconButton
          icon="pi pi-bars"
          label={rawWords('Open main menu')}
          className="mobile-only"
          aria-expanded={false}
        />
      </>,
    );
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toHaveClass('icon-button', 'danger');
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('title', 'Delete');
    const menu = screen.getByRole('button', { name: 'Open main menu' });
    expect(menu).toHaveClass('icon-button', 'mobile-only');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('title', 'Open main menu');
  });
});

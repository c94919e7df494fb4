import { raw, rawWords } from '../i18n/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from './FormField';

function Field(props: Partial<Parameters<typeof FormField>[0]>) {
  return (
    <FormField id="name" label={rawWords('Campaign Name')} {...props}>
      {({ invalid: _invalid, ...control }) => <input {...control} />}
    </FormField>
  );
}

describe('FormField', () => {
  it('names the control by its label alone: the required mark is drawn, not read', () => {
    render(<Field required />);
    expect(screen.getByLabelText('Campaign Name')).toHaveAttribute('id', 'name');
    expect(screen.getByRole('textbox', { name: 'Campaign Name' })).not.toHaveAttribute('aria-invalid');
    expect(document.querySelector('label .required-mark')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the control by its error first, then its hint, and marks it invalid', () => {
    const { rerender } = render(<Field hint="At most 200 characters." />);
    const input = screen.getByRole('textbox', { name: 'Campaign Name' });
    expect(input).toHaveAccessibleDescription('At most 200 characters.');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<Field hint="At most 200 characters." error={raw('This field is required.')} />);
    expect(input).toHaveAttribute('aria-describedby', 'name-error name-hint');
    expect(input).toHaveAccessibleDescription('This field is required. At most 200 characters.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error line that asks for it, and marks a field invalid without a line of its own', () => {
    const { rerender } = render(<Field error={raw('Enter a date.')} errorAlert />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a date.');

    rerender(<Field invalid />);
    const input = screen.getByRole('textbox', { name: 'Campaign Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('says when its options could not be loaded, with Retry named after the field', async () => {
    const retry = vi.fn();
    render(<Field loadError={raw('Could not load the templates.')} onRetry={retry} />);
    const input = screen.getByRole('textbox', { name: 'Campaign Name' });
    expect(input).toHaveAccessibleDescription('Could not load the templates.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading Campaign Name' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

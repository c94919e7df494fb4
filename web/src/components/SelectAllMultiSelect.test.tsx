import { raw, rawWords } from '../i18n/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  nextSelection,
  SELECT_ALL_VALUE,
  selectAllEntry,
  SelectAllMultiSelect,
} from './SelectAllMultiSelect';

const OPTIONS = [
  { value: 'JKT', label: 'Jakarta' },
  { value: 'BDG', label: 'Bandung' },
  { value: 'SBY', label: 'Surabaya' },
];

/** The field "Location" over OPTIONS, starting at `initial`, with its value shown in an output "selected". */
function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <SelectAllMultiSelect
        id="city"
        label={rawWords('Location')}
        options={OPTIONS}
        value={value}
        onChange={setValue}
      />
      <output aria-label="selected">{value.join(',')}</output>
    </>
  );
}

describe('Select All entry', () => {
  it("reads 'Select All' until everything is selected, then a disabled 'Deselect All'", () => {
    expect(selectAllEntry(OPTIONS, [])).toEqual({
      label: 'Select All',
      value: SELECT_ALL_VALUE,
      disabled: false,
    });
    expect(selectAllEntry(OPTIONS, ['JKT', 'BDG'])).toMatchObject({ label: 'Select All', disabled: false });
    expect(selectAllEntry(OPTIONS, ['SBY', 'JKT', 'BDG'])).toMatchObject({
      label: 'Deselect All',
      disabled: true,
    });
    expect(selectAllEntry([], [])).toMatchObject({ label: 'Select All', disabled: false });
  });

  it('picking it selects every option; the entry itself never becomes a value', () => {
    expect(nextSelection(OPTIONS, ['JKT', SELECT_ALL_VALUE], SELECT_ALL_VALUE)).toEqual([
      'JKT',
      'BDG',
      'SBY',
    ]);
    expect(nextSelection(OPTIONS, ['JKT', SELECT_ALL_VALUE], 'JKT')).toEqual(['JKT']);
    // A value no longer offered (the options changed) does not survive a change.
    expect(nextSelection(OPTIONS, ['JKT', 'GONE'], 'JKT')).toEqual(['JKT']);
  });

  it('in the component: Select All selects all and turns into a disabled Deselect All', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={[]} />);
    await user.click(container.querySelector('.p-multiselect') as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Select All', hidden: true }));
    expect(screen.getByLabelText('selected')).toHaveTextContent('JKT,BDG,SBY');
    const deselect = await screen.findByRole('option', { name: 'Deselect All', hidden: true });
    expect(deselect).toHaveAttribute('aria-disabled', 'true');
  });

  it('Deselect All beside the label clears the selection; an empty field does not offer it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['JKT', 'SBY']} />);
    const clear = screen.getByRole('button', { name: 'Deselect All Location' });
    expect(clear).toBeEnabled();
    await user.click(clear);
    expect(screen.getByLabelText('selected')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('button', { name: 'Deselect All Location' })).toBeNull();
    // The focus goes to the field it emptied, not to the page.
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
  });

  it('a failed option list says so under the field and offers Retry', async () => {
    const retry = vi.fn();
    const user = userEvent.setup();
    render(
      <SelectAllMultiSelect
        id="city"
        label={rawWords('Location')}
        options={[]}
        value={[]}
        onChange={() => undefined}
        loadError={raw('Could not load the locations.')}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the locations.');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute(
      'aria-describedby',
      'city-load-error',
    );
    await user.click(screen.getByRole('button', { name: 'Retry loading Location' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { locale } from 'primereact/api';
import english from '../i18n/catalogues/en.json';
import { activate, rawWords } from '../i18n/i18n';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toRequestDate } from '../lib/dates';
import { DateField } from './DateField';

function Harness({ min, onSubmit, utcToday }: { min?: Date; onSubmit(): void; utcToday?: boolean }) {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DateField
        id="start"
        label={rawWords('Start Date')}
        value={value}
        onChange={setValue}
        minDate={min}
        utcToday={utcToday}
      />
      <output aria-label="value">{toRequestDate(value)}</output>
      <button type="submit">Go</button>
    </form>
  );
}

// Renders PrimeReact in jsdom: slow on a busy machine, so more time than vitest's default 5 s.
describe('DateField: dates typed by hand', { timeout: 30_000 }, () => {
  it('takes a typed date; clicking into the input leaves the focus there (no calendar)', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Start Date' });
    await user.click(input);
    expect(input).toHaveFocus();
    expect(document.querySelector('.p-datepicker')).toBeNull();
    await user.type(input, '2025-03-31');
    expect(screen.getByLabelText('value')).toHaveTextContent('2025-03-31');
    expect(input).toHaveValue('2025-03-31');
  });

  it('a malformed date gets a message when the field is left, and stays as typed', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Start Date' });
    await user.type(input, '2025-02-30');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the date as YYYY-MM-DD (e.g. 2025-03-31).');
    expect(input).toHaveValue('2025-02-30');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('value')).toHaveTextContent(/^$/);
  });

  it('a date before the first accepted one (a past schedule date) gets a message, and Enter does not submit', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(<Harness min={new Date(2026, 4, 20)} onSubmit={submit} />);
    const input = screen.getByRole('combobox', { name: 'Start Date' });
    await user.type(input, '2026-05-19{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a date on or after 2026-05-20.');
    expect(submit).not.toHaveBeenCalled();
    expect(input).toHaveValue('2026-05-19');
    await user.clear(input);
    await user.type(input, '2026-05-21{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('Tab from the input goes on to the next field: the calendar button is out of the tab order', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Start Date' });
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    expect(document.querySelector('.p-datepicker')).toBeNull();
  });

  it('the calendar says its chosen and its disabled days on the grid cells, not on the spans inside them', async () => {
    const user = userEvent.setup();
    render(<Harness min={new Date(2026, 4, 20)} onSubmit={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Start Date' }), '2026-05-21');
    await user.click(screen.getByRole('button', { name: 'Choose Start Date' }));
    const grid = await waitFor(() => {
      const table = document.querySelector<HTMLElement>('.p-datepicker table');
      if (!table) throw new Error('the calendar is not open');
      return table;
    });
    expect(grid.querySelectorAll('span[aria-selected], span[aria-disabled]')).toHaveLength(0);
    // Each day is named with the number it shows (label in name): "21 May 2026".
    expect(grid.querySelector('td[aria-selected="true"]')).toHaveAttribute('aria-label', '21 May 2026');
    expect(grid.querySelectorAll('td[aria-selected="true"]')).toHaveLength(1);
    expect(grid.querySelector('td[aria-label="19 May 2026"]')).toHaveAttribute('aria-disabled', 'true');
    expect(grid.querySelector('td[aria-label="22 May 2026"]')).not.toHaveAttribute('aria-disabled');
  });

  it('its calendar button is named after the field', () => {
    render(<Harness onSubmit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Choose Start Date' })).toBeInTheDocument();
  });

  describe("Today of a day of UTC timestamps (a list's Last Update)", () => {
    // In English: PrimeReact's global words are those of whichever screen a test rendered last.
    beforeEach(() => {
      activate('en', english);
      locale('en');
    });
    afterEach(() => {
      delete process.env.TZ;
    });
    // 20:00 UTC on 1 December is already 2 December in Jakarta (WIB, UTC+7).
    const NOW = Date.UTC(2026, 11, 1, 20, 0);

    it.each([
      [true, 'Today (UTC)', '2026-12-01'],
      [false, 'Today', '2026-12-02'],
    ] as const)('utcToday %s: the button says "%s" and picks %s', async (utc, label, picked) => {
      process.env.TZ = 'Asia/Jakarta';
      vi.spyOn(Date, 'now').mockReturnValue(NOW);
      vi.useFakeTimers({ toFake: ['Date'], now: NOW });
      try {
        const user = userEvent.setup();
        render(<Harness onSubmit={() => undefined} utcToday={utc} />);
        await user.click(screen.getByRole('button', { name: 'Choose Start Date' }));
        // The panel is still fading in (hidden to the accessibility tree until it has).
        await user.click(await screen.findByRole('button', { name: label, hidden: true }));
        expect(screen.getByLabelText('value')).toHaveTextContent(picked);
        expect(screen.getByRole('combobox', { name: 'Start Date' })).toHaveValue(picked);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { typedDateProblem } from '../lib/dates';
import { DateFilter } from './DateFilter';

const day = (text: string) => {
  const [y = 0, m = 1, d = 1] = text.split('-').map(Number);
  return new Date(y, m - 1, d);
};

describe('a date typed by hand that the picker does not take', () => {
  it('is explained: not a date, in the past, before the earliest or after the latest day allowed', () => {
    const today = day('2026-11-25');
    expect(typedDateProblem('2026-11-20', today, undefined, today)).toBe(
      '2026-11-20 is in the past: choose 2026-11-25 or a later date.',
    );
    expect(typedDateProblem('2026-11-20', day('2026-11-22'), undefined, today)).toBe(
      '2026-11-20 is before 2026-11-22, the earliest date allowed here.',
    );
    expect(typedDateProblem('2026-12-02', undefined, day('2026-12-01'), today)).toBe(
      '2026-12-02 is after 2026-12-01, the latest date allowed here.',
    );
    expect(typedDateProblem('2026-02-31', undefined, undefined, today)).toBe(
      '"2026-02-31" is not a date: enter it as YYYY-MM-DD.',
    );
    expect(typedDateProblem('26/11/2026', undefined, undefined, today)).toBe(
      '"26/11/2026" is not a date: enter it as YYYY-MM-DD.',
    );
    expect(typedDateProblem('2026-11-25', today, day('2026-12-01'), today)).toBeNull();
    expect(typedDateProblem('  ', today, undefined, today)).toBeNull();
  });

  it('a list filter says it too', () => {
    render(
      <DateFilter
        id="to"
        label="Created To"
        value={null}
        onChange={() => undefined}
        maxDate={day('2026-11-25')}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Created To' });
    fireEvent.input(input, { target: { value: '2027-01-01' } });
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription(
      '2027-01-01 is after 2026-11-25, the latest date allowed here.',
    );
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateInput } from './DateInput';

const day = (text: string) => {
  const [y = 0, m = 1, d = 1] = text.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** Types into a date field by hand and leaves it (the picker's panel may take the focus a click gives). */
async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  act(() => input.focus());
  await user.keyboard(text);
  fireEvent.blur(input);
}

describe('a New Campaign date field', () => {
  function ScheduleStart({ minDate }: { minDate: Date }) {
    const [value, setValue] = useState<Date | null>(null);
    return (
      <>
        <DateInput id="start" label="Start Date" value={value} onChange={setValue} minDate={minDate} />
        <output aria-label="chosen">{value ? value.toDateString() : 'none'}</output>
      </>
    );
  }

  it('New Campaign: a past Start Date typed by hand gets a message instead of being cleared silently', async () => {
    const user = userEvent.setup();
    render(<ScheduleStart minDate={day('2030-01-10')} />);
    const input = screen.getByLabelText('Start Date');
    await typeAndLeave(user, input, '2030-01-05');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('none');
    expect(input).toHaveAccessibleDescription(
      '2030-01-05 is before 2030-01-10, the earliest date allowed here.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    // A date the picker takes clears the message.
    await user.clear(input);
    await typeAndLeave(user, input, '2030-01-12');
    expect(screen.getByLabelText('chosen')).not.toHaveTextContent('none');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import english from '../i18n/catalogues/en.json';
import indonesian from '../i18n/catalogues/id.json';
import { activate } from '../i18n/i18n';
import { Timestamp } from './Timestamp';

describe('Timestamp', () => {
  afterEach(() => {
    delete process.env.TZ;
  });

  it.each([
    ['en', 'Your time: 2026-12-02 05:04:09 GMT+7'],
    ['id', 'Waktu Anda: 2026-12-02 05:04:09 WIB'],
  ] as const)('shows UTC; on hover and on focus the local time too (%s)', (language, local) => {
    process.env.TZ = 'Asia/Jakarta';
    activate(language, language === 'en' ? english : indonesian);
    render(<Timestamp value="2026-12-01T22:04:09.000Z" />);
    const time = screen.getByText('2026-12-01 22:04:09');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    for (const [enter, leave] of [
      [fireEvent.mouseEnter, fireEvent.mouseLeave],
      [fireEvent.focus, fireEvent.blur],
    ] as const) {
      act(() => {
        enter(time);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent(local);
      expect(time).toHaveAccessibleDescription(local);
      act(() => {
        leave(time);
      });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }
    expect(time).toHaveAttribute('tabindex', '0');
  });

  it('a missing value shows the blank, and nothing to hover', () => {
    const { container } = render(<Timestamp value={null} blank="-" />);
    expect(container).toHaveTextContent(/^-$/);
    expect(container.querySelector('time')).toBeNull();
  });
});

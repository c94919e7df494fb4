import { rawWords } from '../i18n/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectFilter, VIRTUALIZE_FROM } from './SelectFilter';

/** The options SO000001, SO000002, … up to `count`. */
const serviceOrders = (count: number) =>
  Array.from({ length: count }, (_, index) => `SO${String(index + 1).padStart(6, '0')}`);

/** The filter "Service Order" over `options`. */
const select = (options: string[], value: string | null, onChange: (value: string | null) => void) => (
  <SelectFilter
    id="so"
    label={rawWords('Service Order')}
    options={options}
    value={value}
    onChange={onChange}
  />
);

function renderSelect(count: number, onChange = vi.fn()) {
  const options = serviceOrders(count);
  return { ...render(select(options, null, onChange)), options, onChange };
}

/** Opens the drop-down; the option elements of its panel. */
async function open(container: HTMLElement): Promise<Element[]> {
  await userEvent.click(container.querySelector('.p-dropdown') as HTMLElement);
  let items: Element[] = [];
  await waitFor(() => {
    items = [...document.querySelectorAll('.p-dropdown-panel li.p-dropdown-item')];
    expect(items.length).toBeGreaterThan(0);
  });
  return items;
}

/** Clicks the option `text` of the open panel. */
const pick = (text: string) =>
  userEvent.click(screen.getByText(text, { selector: 'li.p-dropdown-item, li.p-dropdown-item *' }));

// Renders PrimeReact in jsdom: slow on a busy machine, so more time than vitest's default 5 s.
describe('SelectFilter', { timeout: 30_000 }, () => {
  // jsdom has no layout, so the scroller renders no window here; the window itself (a few dozen of 10,000
  // options in the DOM) is checked in Chromium by e2e/tests/customers.spec.ts and bench/customer-list.bench.mjs.
  it('puts 8,000 options in a virtual scroller instead of rendering them all', async () => {
    const { container } = renderSelect(8000);
    await userEvent.click(container.querySelector('.p-dropdown') as HTMLElement);
    await waitFor(() =>
      expect(document.querySelector('.p-dropdown-panel .p-virtualscroller')).not.toBeNull(),
    );
    expect(document.querySelectorAll('.p-dropdown-panel li.p-dropdown-item').length).toBeLessThan(100);
  });

  it('renders short lists whole, without the virtual scroller', async () => {
    const { container } = renderSelect(VIRTUALIZE_FROM);
    expect(await open(container)).toHaveLength(VIRTUALIZE_FROM);
    expect(document.querySelector('.p-virtualscroller')).toBeNull();
  });

  it('picks an option', async () => {
    const { container, onChange } = renderSelect(3);
    await open(container);
    await pick('SO000002');
    expect(onChange).toHaveBeenCalledWith('SO000002');
  });

  it('hands a long list to the drop-down when it is turned to: the closed box shows the value, the panel every option', async () => {
    const count = VIRTUALIZE_FROM * 3;
    const options = serviceOrders(count);
    const chosen = render(select(options, 'SO000500', vi.fn()));
    expect(chosen.container.querySelector('.p-dropdown-label')?.textContent).toBe('SO000500');
    chosen.unmount();

    // Searching scrolls the virtual scroller back to the top: jsdom has no scrollTo.
    HTMLElement.prototype.scrollTo = () => {};
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    });
    const onChange = vi.fn();
    render(select(options, null, onChange));
    // By keyboard: focus, open, and move down the list; only the whole list has a 2nd and a last option.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('SO000002');
    await userEvent.keyboard('{ArrowDown}{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(`SO${String(count).padStart(6, '0')}`);
  });

  it('calls the latest onChange after the parent re-rendered with a new one', async () => {
    const seen: string[] = [];
    function Parent() {
      const [round, setRound] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setRound((value) => value + 1)}>
            next
          </button>
          {select(['SO000001', 'SO000002'], null, (value) => seen.push(`${round}:${value}`))}
        </>
      );
    }
    const { container } = render(<Parent />);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await open(container);
    await pick('SO000002');
    expect(seen).toEqual(['2:SO000002']);
  });
});

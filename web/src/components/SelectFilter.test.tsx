import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectFilter, VIRTUALIZE_FROM } from './SelectFilter';

function renderSelect(count: number, onChange = vi.fn()) {
  const options = Array.from({ length: count }, (_, index) => `SO${String(index + 1).padStart(6, '0')}`);
  const view = render(
    <SelectFilter id="so" label="Service Order" options={options} value={null} onChange={onChange} />,
  );
  return { ...view, options, onChange };
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
    await userEvent.click(
      screen.getByText('SO000002', { selector: 'li.p-dropdown-item, li.p-dropdown-item *' }),
    );
    expect(onChange).toHaveBeenCalledWith('SO000002');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField } from '../components/DateField';
import { PrimeReactRoot } from '../components/PrimeReactRoot';
import { SelectFilter } from '../components/SelectFilter';
import { TableFooter } from '../components/TableFooter';
import english from './catalogues/en.json';
import indonesian from './catalogues/id.json';
import {
  activate,
  englishWords,
  formatNumber,
  inEnglish,
  loadLanguage,
  msg,
  raw,
  rawWords,
  t,
  translate,
  useT,
} from './i18n';

// Every test starts in English (test/setup.ts switches back after each one).
const inIndonesian = () => act(() => activate('id', indonesian));

describe('t, translate, msg and raw', () => {
  it('t looks a message up and fills in its values', () => {
    expect(t('common.tryAgain')).toBe('Try again');
    expect(t('form.retryLoading', { label: 'Location' })).toBe('Retry loading Location');
  });

  it('translate takes every kind of Text: an id, a message with values, raw words', () => {
    expect(translate('list.noData')).toBe('No data available.');
    expect(translate(msg('date.onOrAfter', { date: '2026-05-20' }))).toBe(
      'Enter a date on or after 2026-05-20.',
    );
    expect(translate(raw('Name is required'))).toBe('Name is required');
  });

  it('raw words are never looked up, even when they read like a message id', () => {
    expect(translate(raw('list.noData'))).toBe('list.noData');
    expect(translate(msg('list.filterFellBack', { reason: raw('common.tryAgain') }))).toBe(
      'The filters could not be applied (common.tryAgain), so the whole list is shown.',
    );
  });

  it('a value that is itself a Text is put into words first, in the language shown', () => {
    const text = msg('list.filterFellBack', { reason: msg('error.httpStatus', { status: 500 }) });
    expect(translate(text)).toBe(
      'The filters could not be applied (The request failed (HTTP 500).), so the whole list is shown.',
    );
    activate('id', indonesian);
    expect(translate(text)).toBe(
      'Filter tidak dapat diterapkan (' +
        indonesian['error.httpStatus'].replace('{status}', '500') +
        '), jadi seluruh daftar ditampilkan.',
    );
    // English words stay at hand for logs and for the URL's sort keys.
    expect(inEnglish(text)).toBe(
      'The filters could not be applied (The request failed (HTTP 500).), so the whole list is shown.',
    );
    expect(englishWords('giftClaims.list.name')).toBe('Name');
  });
});

describe('numbers as each language writes them', () => {
  it('the footer groups thousands: 1,234 in English, 1.234 in Bahasa Indonesia', () => {
    expect(t('list.footer.dash', { from: 1, to: 5, total: 1234 })).toBe('Showing 1 - 5 of 1,234 entries');
    expect(formatNumber(1234567)).toBe('1,234,567');
    activate('id', indonesian);
    expect(t('list.footer.dash', { from: 1, to: 5, total: 1234 })).toBe('Menampilkan 1 - 5 dari 1.234 entri');
    expect(t('list.footer.to', { from: 6, to: 10, total: 20000 })).toBe(
      'Menampilkan 6 sampai 10 dari 20.000 entri',
    );
    expect(formatNumber(1234567)).toBe('1.234.567');
  });
});

describe('plural forms (ICU plural)', () => {
  it('English has one and other: "1 item selected", "4 items selected"', () => {
    expect(t('form.selectedCount', { count: 1 })).toBe('1 item selected');
    expect(t('form.selectedCount', { count: 4 })).toBe('4 items selected');
    expect(t('form.selectedCount', { count: 1234 })).toBe('1,234 items selected');
  });

  it('Bahasa Indonesia has one form for every count', () => {
    activate('id', indonesian);
    expect(t('form.selectedCount', { count: 1 })).toBe('1 dipilih');
    expect(t('form.selectedCount', { count: 4 })).toBe('4 dipilih');
    expect(t('form.selectedCount', { count: 1234 })).toBe('1.234 dipilih');
  });
});

function Retry() {
  const t = useT();
  return <button type="button">{t('common.tryAgain')}</button>;
}

describe('switching languages', () => {
  it('re-renders a component that uses useT in the new words', async () => {
    render(<Retry />);
    expect(screen.getByRole('button')).toHaveTextContent('Try again');
    inIndonesian();
    expect(screen.getByRole('button')).toHaveTextContent('Coba lagi');
    // The app's own path: the language's catalogue loaded as its chunk.
    await act(() => loadLanguage('en'));
    expect(screen.getByRole('button')).toHaveTextContent('Try again');
    await act(() => loadLanguage('id'));
    expect(screen.getByRole('button')).toHaveTextContent('Coba lagi');
    expect(document.documentElement.lang).toBe('id');
  });

  it('the footer re-words itself and regroups its numbers', () => {
    render(<TableFooter from={1} to={5} total={1234} page={1} pageCount={247} onPage={() => undefined} />);
    expect(screen.getByText('Showing 1 - 5 of 1,234 entries')).toBeInTheDocument();
    inIndonesian();
    expect(screen.getByText('Menampilkan 1 - 5 dari 1.234 entri')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeInTheDocument();
  });
});

function DateHarness() {
  const [value, setValue] = useState<Date | null>(new Date(2026, 4, 21));
  return <DateField id="start" label={rawWords('Tanggal Mulai')} value={value} onChange={setValue} />;
}

// PrimeReact in jsdom is slow on a busy machine.
describe("PrimeReact's words follow the language", { timeout: 30_000 }, () => {
  it('a date field in Bahasa Indonesia shows Indonesian month names and its own words', async () => {
    activate('id', indonesian);
    const user = userEvent.setup();
    render(
      <PrimeReactRoot>
        <DateHarness />
      </PrimeReactRoot>,
    );
    expect(screen.getByRole('combobox', { name: 'Tanggal Mulai' })).toHaveAttribute(
      'placeholder',
      'TTTT-BB-HH',
    );
    await user.click(screen.getByRole('button', { name: 'Pilih Tanggal Mulai' }));
    const title = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.p-datepicker-title');
      if (!element) throw new Error('the calendar is not open');
      return element;
    });
    expect(title).toHaveTextContent('Mei');
    expect(document.querySelector('.p-datepicker')).toHaveTextContent('Hari Ini');
  });

  it('a select filter with nothing to choose says "Tidak ada pilihan"', async () => {
    activate('id', indonesian);
    const { container } = render(
      <PrimeReactRoot>
        <SelectFilter
          id="city"
          label={rawWords('Kota')}
          options={[]}
          value={null}
          onChange={() => undefined}
        />
      </PrimeReactRoot>,
    );
    await userEvent.click(container.querySelector('.p-dropdown') as HTMLElement);
    await waitFor(() =>
      expect(document.querySelector('.p-dropdown-panel')).toHaveTextContent('Tidak ada pilihan'),
    );
    expect(container.querySelector('.p-dropdown')).toHaveTextContent('Pilih...');
  });

  it.each([
    ['en', 'Search options'],
    ['id', 'Cari pilihan'],
  ] as const)(
    "a drop-down's search box is named in the language shown (%s), and re-named on a switch",
    async (language, name) => {
      activate(language, language === 'id' ? indonesian : english);
      const options = Array.from({ length: 12 }, (_, index) => `Kota ${index + 1}`);
      const { container } = render(
        <PrimeReactRoot>
          <SelectFilter
            id="city"
            label={rawWords('Kota')}
            options={options}
            value={null}
            onChange={() => undefined}
          />
        </PrimeReactRoot>,
      );
      // The panel's search box (jsdom does not lay the overlay out, so it is looked up by its place).
      const searchName = () =>
        waitFor(() => {
          const input = document.querySelector('.p-dropdown-panel input.p-dropdown-filter');
          if (!input) throw new Error('the panel is not open');
          return input.getAttribute('aria-label');
        });
      await userEvent.click(container.querySelector('.p-dropdown') as HTMLElement);
      expect(await searchName()).toBe(name);
      const other = language === 'id' ? 'en' : 'id';
      await userEvent.keyboard('{Escape}');
      act(() => activate(other, other === 'id' ? indonesian : english));
      await userEvent.click(container.querySelector('.p-dropdown') as HTMLElement);
      await waitFor(async () =>
        expect(await searchName()).toBe(other === 'id' ? 'Cari pilihan' : 'Search options'),
      );
    },
  );
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language';
import { makeStore } from '../test/appStore';
import { makeDeps, TEST_CONFIG, TEST_SESSION } from '../test/sagaDeps';
import { TopBar } from './TopBar';

function renderTopBar() {
  render(
    <Provider store={makeStore(makeDeps())}>
      <MemoryRouter>
        <TopBar user={TEST_SESSION.user} config={TEST_CONFIG} menuOpen={false} onOpenMenu={() => {}} />
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('button', { name: `${TEST_SESSION.user.display_name}, Profile menu` });
}

describe("the profile menu's language choice", () => {
  it('choosing Bahasa Indonesia re-words the app, sets html lang="id" and is remembered for this browser', async () => {
    const user = userEvent.setup();
    await user.click(renderTopBar());
    const menu = screen.getByRole('menu');
    const languages = within(menu).getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(languages).getByRole('menuitemradio', { name: 'Bahasa Indonesia' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'id'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id');
    // The menu closed and gave focus back to its button, now named in Indonesian.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: `${TEST_SESSION.user.display_name}, Menu profil` });
    expect(button).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Buka menu utama' })).toBeInTheDocument();

    await user.click(button);
    const reworded = screen.getByRole('menu');
    const group = within(reworded).getByRole('group', { name: 'Bahasa' });
    expect(within(group).getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(group).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(reworded).getByRole('menuitem', { name: 'Keluar' })).toBeInTheDocument();
    // Each language is named in its own language, and marked so for screen readers.
    expect(within(group).getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute(
      'lang',
      'id',
    );
    expect(within(group).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('works from the keyboard: focus on the first item, arrows move (wrapping), Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    const button = renderTopBar();
    button.focus();
    await user.keyboard('{Enter}');
    const items = [
      screen.getByRole('menuitemradio', { name: 'English' }),
      screen.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }),
      screen.getByRole('menuitem', { name: 'Sign Out' }),
    ];
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[2]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'id'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id');
    expect(
      screen.getByRole('button', { name: `${TEST_SESSION.user.display_name}, Menu profil` }),
    ).toHaveFocus();
  });

  it('Tab leaves the menu and closes it', async () => {
    const user = userEvent.setup();
    await user.click(renderTopBar());
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

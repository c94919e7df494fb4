import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { raw } from '../i18n/i18n';
import { notify } from '../store/notificationsSlice';
import { makeStore } from '../test/appStore';
import { makeDeps } from '../test/sagaDeps';
import { Toaster } from './Toaster';

/** The Toaster over a fresh store; returns the store to dispatch toasts to. */
function renderToaster() {
  const store = makeStore(makeDeps());
  render(
    <Provider store={store}>
      <Toaster />
    </Provider>,
  );
  return store;
}

describe('Toaster timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a 3 s toast closes 3 s after it appeared, however many toasts come and go meanwhile', () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(notify({ severity: 'success', summary: raw('First'), life: 3000 }));
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    // Other toasts arrive (and one of them closes) while the first one is showing.
    for (const [index, at] of [1000, 1000, 900].entries()) {
      act(() => {
        vi.advanceTimersByTime(at);
        store.dispatch(
          notify({ severity: 'info', summary: raw(`Other ${index}`), life: index === 0 ? 500 : 10_000 }),
        );
      });
    }
    // 2900 ms have passed: still there.
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Other 0')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Other 1')).toBeInTheDocument();
    expect(screen.getByText('Other 2')).toBeInTheDocument();
  });

  it('the close button removes only its own toast', () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(notify({ severity: 'error', summary: raw('A') }));
      store.dispatch(notify({ severity: 'error', summary: raw('B') }));
    });
    act(() => {
      screen.getAllByRole('button', { name: 'Close' })[0]?.click();
    });
    expect(screen.queryByText('A')).not.toBeInTheDocument();
    expect(screen.getByText('B')).toBeInTheDocument();
  });
});

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

describe('notices about one thing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a toast with the key of one on screen takes its place, with its own words and life; others stay', () => {
    const store = renderToaster();
    act(() => {
      store.dispatch(notify({ severity: 'info', summary: raw('Before'), life: 60_000 }));
      store.dispatch(
        notify({
          key: 'upload:1',
          severity: 'success',
          summary: raw('Received'),
          detail: raw('Checking'),
          life: 2000,
        }),
      );
      store.dispatch(notify({ severity: 'info', summary: raw('After'), life: 60_000 }));
    });
    const first = screen.getByText('Received').closest('.toast');
    act(() => {
      vi.advanceTimersByTime(1500);
      store.dispatch(
        notify({
          key: 'upload:1',
          severity: 'warn',
          summary: raw('Received'),
          detail: raw('3 invalid rows'),
          life: 2000,
        }),
      );
    });
    // One notice for the upload, in the same place, saying what happened now.
    expect(screen.getAllByText('Received')).toHaveLength(1);
    expect(screen.queryByText('Checking')).not.toBeInTheDocument();
    const notice = screen.getByText('3 invalid rows').closest('.toast');
    expect(notice).toBe(first);
    expect(notice).toHaveClass('warn');
    expect([...document.querySelectorAll('.toast strong')].map((node) => node.textContent)).toEqual([
      'Before',
      'Received',
      'After',
    ]);
    // Its life starts again with the news.
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByText('3 invalid rows')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText('Received')).not.toBeInTheDocument();
    // Once it has gone, news with its key is a notice of its own.
    act(() => {
      store.dispatch(notify({ key: 'upload:1', severity: 'info', summary: raw('Again') }));
    });
    expect(screen.getByText('Again')).toBeInTheDocument();
  });
});

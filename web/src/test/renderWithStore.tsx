import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { PrimeReactRoot } from '../components/PrimeReactRoot';
import { ConfigContext } from '../config/ConfigContext';
import { makeStore } from './appStore';
import { type RootState } from '../store/store';
import { makeDeps, signedIn, stubHttp, TEST_CONFIG, type StubHttp } from './sagaDeps';

/** Renders a screen with a real store (sagas included), a signed-in session and a fake http. */
export function renderWithStore(
  ui: ReactElement,
  options: { http?: StubHttp; preloaded?: Partial<RootState>; url?: string; modules?: string[] } = {},
) {
  const http = options.http ?? stubHttp();
  const deps = makeDeps(http);
  const store = makeStore(deps, options.preloaded);
  store.dispatch(signedIn({ modules: options.modules ?? ['crm.customer.list'] }));

  // What the screen dispatches (saga puts do not pass through here).
  const dispatched: { type: string; payload?: unknown }[] = [];
  const originalDispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    dispatched.push(action);
    return originalDispatch(action);
  }) as typeof store.dispatch;
  const result = render(
    <Provider store={store}>
      <ConfigContext.Provider value={TEST_CONFIG}>
        <PrimeReactRoot>
          <MemoryRouter initialEntries={options.url ? [options.url] : undefined}>{ui}</MemoryRouter>
        </PrimeReactRoot>
      </ConfigContext.Provider>
    </Provider>,
  );
  return { ...result, store, http, navigate: deps.navigate, dispatched };
}

import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ConfigContext } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { PageLoading } from '../shell/RequireAccess';
import { Toaster } from '../shell/Toaster';
import { NavigationBridge, type Navigator } from './navigator';
import { AppRoutes } from './router';
import type { AppStore } from '../store/store';

// PrimeReact's configuration (components/PrimeReactRoot) wraps every screen. It is its own chunk, asked for as
// the app starts: the shell's first JavaScript stays small, and by the time a screen renders it has arrived.
const primeReactRoot = import('../components/PrimeReactRoot');
const PrimeReactRoot = lazy(() => primeReactRoot);

export function App({
  store,
  navigator,
  config,
}: {
  store: AppStore;
  navigator: Navigator;
  config: RuntimeConfig;
}) {
  return (
    <Provider store={store}>
      <ConfigContext.Provider value={config}>
        <BrowserRouter>
          <NavigationBridge navigator={navigator} />
          <Toaster />
          <Suspense fallback={<PageLoading />}>
            <PrimeReactRoot>
              <AppRoutes />
            </PrimeReactRoot>
          </Suspense>
        </BrowserRouter>
      </ConfigContext.Provider>
    </Provider>
  );
}

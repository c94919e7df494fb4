import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClientLoaders } from './api/clients';
import { App } from './app/App';
import { createNavigator } from './app/navigator';
import { preloadRoute } from './app/routes';
import { makeStore } from './app/store';
import type { AppStore } from './store/store';
import { readRuntimeConfig, RuntimeConfigError } from './config/runtimeConfig';
import { loadLanguage } from './i18n/i18n';
import { startLanguage } from './i18n/language';
import type { SagaDeps } from './store/sagaDeps';
import { syncSessionAcrossTabs } from './session/crossTabSession';
import { randomState } from './session/loginRedirect';
import { restartWhenRestored } from './session/pageRestore';
import { indexedDbRotationStore } from './session/rotationStore';
import { freshAccessToken, type RefreshLocks } from './session/sessionRefresher';
import { refreshFailed, unauthorized } from './session/sessionSlice';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  const config = readRuntimeConfig();
  preloadRoute(window.location.pathname);
  // The words come first: the browser's remembered language, else the deployment's (/config.js).
  await loadLanguage(startLanguage(window.localStorage, config.defaultLanguage));
  const navigator = createNavigator();
  // The clients read the token from the store and report 401s to it; they are only called after it exists.
  // Before each call the session is refreshed if due, once for every tab (sessionRefresher); the customer
  // list's worker gets its token from the same function (session/sessionToken.ts).
  const clients = createClientLoaders(
    {
      getAccessToken: () => store.getState().session.accessToken ?? undefined,
      onUnauthorized: () => store.dispatch(unauthorized()),
      freshAccessToken: () => freshAccessToken(deps),
      onRefreshFailed: () => store.dispatch(refreshFailed()),
    },
    config,
  );
  // Web Locks exist in secure contexts (https, localhost); elsewhere refreshes are single-flight per tab.
  const locks: RefreshLocks | undefined =
    'locks' in window.navigator && window.navigator.locks
      ? {
          request: <T,>(name: string, callback: () => Promise<T>) =>
            window.navigator.locks.request(name, () => callback()) as Promise<T>,
        }
      : undefined;
  const deps: SagaDeps = {
    config,
    api: clients.api,
    oauth: clients.oauth,
    navigate: navigator.navigate,
    redirect: (url) => window.location.assign(url),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    now: () => Date.now(),
    randomState,
    origin: window.location.origin,
    locks,
    rotations: window.indexedDB ? indexedDbRotationStore(window.indexedDB) : undefined,
  };
  const store: AppStore = makeStore(deps);
  syncSessionAcrossTabs(window, window.localStorage, store);
  restartWhenRestored(window, store, () => window.location.reload());
  root.render(
    <StrictMode>
      <App store={store} navigator={navigator} config={config} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  // Before any catalogue could load, so in English (a deployment's misconfiguration, read by its operators).
  const message = error instanceof RuntimeConfigError ? error.message : 'The application could not start.';
  console.error(error);
  root.render(
    <main className="full-page-center">
      {/* eslint-disable-next-line no-restricted-syntax -- shown when no catalogue could be loaded */}
      <h1>CRM is not available</h1>
      <p role="alert">{message}</p>
    </main>,
  );
});

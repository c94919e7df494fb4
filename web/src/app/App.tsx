import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ConfigContext } from '../config/ConfigContext';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { Toaster } from '../shell/Toaster';
import { NavigationBridge, type Navigator } from './navigator';
import { AppRoutes } from './router';
import type { AppStore } from '../store/store';

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
          <AppRoutes />
        </BrowserRouter>
      </ConfigContext.Provider>
    </Provider>
  );
}

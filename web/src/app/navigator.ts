import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/**
 * Lets sagas navigate inside the app: the router's navigate function is registered by <NavigationBridge/>
 * once the router renders; a navigation requested before that is replayed when it registers.
 */
export function createNavigator() {
  let navigateFn: NavigateFunction | undefined;
  let pending: string | undefined;
  return {
    navigate(path: string) {
      // react-router 7's navigate may return a promise (data routers); nothing here waits for it.
      if (navigateFn) void navigateFn(path);
      else pending = path;
    },
    register(fn: NavigateFunction) {
      navigateFn = fn;
      if (pending) {
        const path = pending;
        pending = undefined;
        void fn(path);
      }
    },
  };
}

export type Navigator = ReturnType<typeof createNavigator>;

export function NavigationBridge({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.register(navigate), [navigator, navigate]);
  return null;
}

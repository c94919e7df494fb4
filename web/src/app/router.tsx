import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { CallbackPage } from '../session/CallbackPage';
import { AuthGate } from '../shell/AuthGate';
import { HomeRedirect } from '../shell/HomeRedirect';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RequireAccess } from '../shell/RequireAccess';
import { ROUTES } from './routes';

// One lazily loaded chunk per screen; created once, at module level.
const SCREENS = ROUTES.map((route) => ({ ...route, Screen: lazy(route.load) }));

/** The route table: /auth/callback outside the layout, everything else inside it behind the guards. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.authCallback} element={<CallbackPage />} />
      <Route element={<AuthGate />}>
        <Route index element={<HomeRedirect />} />
        {SCREENS.map(({ path, module, title, Screen }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess module={module} title={title}>
                <Screen />
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

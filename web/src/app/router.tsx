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
const PAGES = ROUTES.map((route) => ({ ...route, Page: lazy(route.load) }));

/** The route table: /auth/callback outside the layout, everything else inside it behind the guards. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.authCallback} element={<CallbackPage />} />
      <Route element={<AuthGate />}>
        <Route index element={<HomeRedirect />} />
        {PAGES.map(({ path, module, title, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess module={module} title={title}>
                <Page />
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

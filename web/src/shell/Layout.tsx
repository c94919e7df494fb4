import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { SessionUser } from '../api/types';
import { useRuntimeConfig } from '../config/ConfigContext';
import { Breadcrumb } from './Breadcrumb';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The signed-in layout: top bar, side menu, breadcrumb and the current screen. */
export function Layout({ user }: { user: SessionUser }) {
  const config = useRuntimeConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="layout">
      <TopBar
        user={user}
        config={config}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen((open) => !open)}
      />
      <div className="layout-body">
        <SideMenu modules={user.modules} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main className="content">
          <Breadcrumb />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

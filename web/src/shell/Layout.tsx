import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { SessionUser } from '../api/types';
import { useRuntimeConfig } from '../config/ConfigContext';
import { Breadcrumb } from './Breadcrumb';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The signed-in layout: top bar, side menu, breadcrumb and the current screen. */
export function Layout({ user }: { user: SessionUser }) {
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  // The (narrow-screen) menu is open on the page it was opened on: navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  return (
    <div className="layout">
      <TopBar
        user={user}
        config={config}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpenAt(menuOpen ? null : pathname)}
      />
      <div className="layout-body">
        <SideMenu modules={user.modules} open={menuOpen} onNavigate={() => setMenuOpenAt(null)} />
        <main className="content">
          <Breadcrumb />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

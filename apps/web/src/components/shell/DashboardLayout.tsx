import { Group, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useOpenShop } from '../../features/commerce/useOpenShop';
import { ScreenLoader } from '../ScreenLoader';
import { screenTitleFor } from '../screenTitles';
import classes from './DashboardLayout.module.css';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar } from './Sidebar';
import { ThemeToggle } from './ThemeToggle';
import { useSidebarExpanded } from './useSidebarExpanded';

/** The logged-in frame: sidebar, top bar with the screen title, theme and profile, and the screen. */
export function DashboardLayout() {
  const sidebar = useSidebarExpanded();
  const { pathname } = useLocation();
  const openShop = useOpenShop();
  const title = screenTitleFor(pathname);

  return (
    <div className={classes.root} data-pinned={sidebar.pinned || undefined}>
      <Sidebar state={sidebar} onOpenShop={openShop} />
      <div className={classes.main}>
        <header className={classes.header}>
          <Title order={1} fz="xl" lineClamp={1}>
            {title}
          </Title>
          <Group gap="sm" wrap="nowrap">
            <ThemeToggle />
            <ProfileMenu />
          </Group>
        </header>
        <main className={classes.content}>
          <Suspense fallback={<ScreenLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

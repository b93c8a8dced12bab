import { messages } from '@griot/contract/messages';
import { canCall } from '@griot/contract/workspaces/callAccess';
import { Burger, Group, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { ScreenLoader } from '../../components/ScreenLoader';
import { screenTitleFor } from '../../components/screenTitles';
import { useAccountTheme } from '../../features/account/useThemePreference';
import { useOpenShop } from '../../features/commerce/useOpenShop';
import { useShopConfigured } from '../../features/commerce/useShopConfigured';
import { AvailabilityMenu } from '../../features/inbox/AvailabilityMenu';
import { useInboxLiveEvents } from '../../features/inbox/useInboxLiveEvents';
import { useRefreshSessionUser } from '../../features/workspaces/useRefreshSessionUser';
import { useWorkspaceFromLink } from '../../features/workspaces/useWorkspaceFromLink';
import { useWorkspaceLoss } from '../../features/workspaces/useWorkspaceLoss';
import { WorkspaceLostState } from '../../features/workspaces/WorkspaceLostState';
import { WorkspaceSwitcher } from '../../features/workspaces/WorkspaceSwitcher';
import { useTexts } from '../../lib/i18n/useTexts';
import { useSessionUser } from '../../lib/sessionStore';
import { useWorkspaceRole } from '../../lib/workspaceRole';
import classes from './DashboardLayout.module.css';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar } from './Sidebar';
import { shellTexts } from './shellTexts';
import { ThemeToggle } from './ThemeToggle';
import { useSidebarExpanded } from './useSidebarExpanded';

/** The person's own pages, which need no workspace: open even when the session lost it. */
const ACCOUNT_PAGES = /^\/dashboard\/(profile|account-settings)$/;

/**
 * The logged-in frame: sidebar, top bar with the workspace switcher, the screen title, theme and
 * profile, and the screen (on a phone the switcher has its own bar under the top bar).
 */
export function DashboardLayout() {
  const t = useTexts(shellTexts);
  // The screen's title is read from the shared texts: a language switch renders it again.
  useTexts(commonTexts);
  // The server's words the screens compare or show (the contract's messages): there before them.
  useTexts(messages);
  const sidebar = useSidebarExpanded();
  const { pathname } = useLocation();
  const openShop = useOpenShop(useShopConfigured());
  const title = screenTitleFor(pathname);
  useAccountTheme();
  // The role or the workspace may have changed since the login: the stored user follows the server.
  useRefreshSessionUser();
  const loss = useWorkspaceLoss();
  // A link naming another workspace (a digest mail's) switches to it before the screen reads.
  const switchingFromLink = useWorkspaceFromLink();
  const user = useSessionUser();
  const workspaceId = user?.workspace?.id ?? 'none';
  const role = useWorkspaceRole();
  // The team inbox, live on every screen: the sidebar's count, a notice when a conversation is
  // assigned to me. Restarted on a workspace switch (its stream is the workspace's).
  const inboxLive = canCall(role, 'inbox.list') && !loss && !switchingFromLink;
  useInboxLiveEvents(inboxLive ? workspaceId : null, user?.id);
  const { closeDrawer } = sidebar;
  // A link followed from the drawer closes it: the new screen is what the user asked to see.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address on purpose
  useEffect(closeDrawer, [pathname, closeDrawer]);

  return (
    <div className={classes.root} data-pinned={sidebar.pinned || undefined}>
      <Sidebar state={sidebar} onOpenShop={openShop} />
      {sidebar.drawerOpen && <div className={classes.overlay} aria-hidden onClick={closeDrawer} />}
      <div className={classes.main}>
        <header className={classes.header}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            {sidebar.small && (
              <Burger
                opened={sidebar.drawerOpen}
                onClick={sidebar.drawerOpen ? closeDrawer : sidebar.openDrawer}
                size="sm"
                aria-label={sidebar.drawerOpen ? t.menu.close : t.menu.open}
                aria-expanded={sidebar.drawerOpen}
                aria-controls="navigation-principale"
              />
            )}
            {!sidebar.small && <WorkspaceSwitcher />}
            <Title order={1} fz="xl" lineClamp={1}>
              {title}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {inboxLive && canCall(role, 'inbox.setAvailability') && <AvailabilityMenu />}
            <ThemeToggle />
            <ProfileMenu />
          </Group>
        </header>
        {sidebar.small && (
          <div className={classes.workspaceBar}>
            <WorkspaceSwitcher fullWidth />
          </div>
        )}
        <main className={classes.content}>
          {switchingFromLink ? (
            <ScreenLoader />
          ) : loss && !ACCOUNT_PAGES.test(pathname) ? (
            <WorkspaceLostState loss={loss} />
          ) : (
            // Keyed by the workspace: a switch mounts the screen anew, reading the new workspace.
            <Suspense key={workspaceId} fallback={<ScreenLoader />}>
              <Outlet />
            </Suspense>
          )}
        </main>
      </div>
    </div>
  );
}

import { canCall } from '@griot/contract/workspaces/callAccess';
import {
  ActionIcon,
  Badge,
  Box,
  CloseButton,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingStore, IconMessageChatbot, IconPin, IconPinnedOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { inboxTexts } from '../../features/inbox/inboxTexts';
import { useInboxWaiting } from '../../features/inbox/useInboxWaiting';
import { useTexts } from '../../lib/i18n/useTexts';
import { useStoredSession } from '../../lib/sessionStore';
import { useWorkspaceRole } from '../../lib/workspaceRole';
import classes from './Sidebar.module.css';
import { shellTexts } from './shellTexts';
import { type SidebarLink, sidebarSectionsFor } from './sidebarLinks';
import type { SidebarState } from './useSidebarExpanded';

/** The dashboard's left navigation: narrow icons, opening on hover or focus, pinnable. */
export function Sidebar({ state, onOpenShop }: { state: SidebarState; onOpenShop: () => void }) {
  const t = useTexts(shellTexts);
  const { pathname } = useLocation();
  // What the member's role may not open is not offered (the server refuses it anyway).
  const role = useWorkspaceRole();
  const user = useStoredSession()?.data;
  const servesClients = user?.user_type === 'provider' && user.workspace?.kind === 'own';
  const { expanded, pinned, togglePinned, hoverHandlers, small, drawerOpen, closeDrawer } = state;
  const inbox = useTexts(inboxTexts);
  const waiting = useInboxWaiting(canCall(role, 'inbox.counts'));
  const badgeOf = (link: SidebarLink): SidebarBadge | undefined =>
    link.badge === 'inboxWaiting' && waiting
      ? { count: waiting, label: inbox.sidebar.waiting({ count: waiting }) }
      : undefined;

  return (
    <nav
      id="navigation-principale"
      className={classes.sidebar}
      data-expanded={expanded || undefined}
      data-pinned={pinned || undefined}
      data-drawer-open={drawerOpen || undefined}
      aria-label={t.navigation}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && drawerOpen) closeDrawer();
      }}
      {...hoverHandlers}
    >
      <Group className={classes.brand} gap="xs" wrap="nowrap">
        <ThemeIcon size={36} radius="md">
          <IconMessageChatbot size={20} aria-hidden />
        </ThemeIcon>
        {expanded && (
          <>
            {/* i18n-exempt: the brand's name */}
            <Text fw={800} fz="lg" style={{ flex: 1 }}>
              Griot
            </Text>
            {small ? (
              <CloseButton onClick={closeDrawer} aria-label={t.menu.close} />
            ) : (
              <Tooltip label={pinned ? t.menu.collapse : t.menu.keepOpen}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={togglePinned}
                  aria-label={pinned ? t.menu.collapse : t.menu.keepOpen}
                >
                  {pinned ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </>
        )}
      </Group>
      <ScrollArea className={classes.links} scrollbarSize={6}>
        <Stack gap="md">
          {sidebarSectionsFor(role, servesClients).map((section) => (
            <Box key={section.id}>
              {section.title && expanded && (
                <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" mb={4}>
                  {section.title}
                </Text>
              )}
              {section.links
                .filter((link) => expanded || !link.wideOnly)
                .map((link) => (
                  <SidebarItem
                    key={link.to}
                    link={link}
                    expanded={expanded}
                    pathname={pathname}
                    badge={badgeOf(link)}
                  />
                ))}
            </Box>
          ))}
        </Stack>
      </ScrollArea>
      {canCall(role, 'commerce.handoff') && (
        <Box p="xs">
          <Tooltip label={t.onlineShop} disabled={expanded} position="right">
            <NavLink
              component="button"
              type="button"
              onClick={onOpenShop}
              label={expanded ? t.onlineShop : undefined}
              aria-label={t.onlineShop}
              leftSection={<IconBuildingStore size={20} aria-hidden />}
              className={classes.shopButton}
              variant="filled"
              active
              color="ochre"
            />
          </Tooltip>
        </Box>
      )}
    </nav>
  );
}

/** A count beside a link, and what it counts in words for screen readers. */
interface SidebarBadge {
  count: number;
  label: string;
}

function SidebarItem({
  link,
  expanded,
  pathname,
  badge,
}: {
  link: SidebarLink;
  expanded: boolean;
  pathname: string;
  badge?: SidebarBadge;
}) {
  const active = link.activeWhen ? link.activeWhen.test(pathname) : pathname === link.to;
  const Icon = link.icon;
  const badgeId = useId();
  const shown = badge && (badge.count > 99 ? '99+' : String(badge.count));
  // A link with children (Publications) opens and closes its list on a click; it starts open on
  // one of its pages.
  const [childrenOpen, setChildrenOpen] = useState(pathname.startsWith(link.to));
  return (
    <>
      <Tooltip label={link.label} disabled={expanded} position="right">
        <NavLink
          component={Link}
          to={link.to}
          label={expanded ? link.label : undefined}
          // Open, the link's words name it (a name beside them would not hold the visible count).
          aria-label={badge && expanded ? undefined : link.label}
          aria-describedby={badge ? badgeId : undefined}
          leftSection={
            <span className={classes.icon}>
              <Icon size={20} aria-hidden />
              {/* Narrow: a dot on the icon's corner (the count shows once open, and to screen readers). */}
              {badge && !expanded && <span className={classes.iconDot} aria-hidden />}
            </span>
          }
          rightSection={
            badge && expanded ? (
              <Badge size="sm" color="orange" aria-hidden>
                {shown}
              </Badge>
            ) : undefined
          }
          active={active || Boolean(link.children?.some((child) => child.to === pathname))}
          className={classes.link}
          childrenOffset={28}
          opened={expanded && Boolean(link.children) && childrenOpen}
          onChange={setChildrenOpen}
        >
          {expanded &&
            link.children?.map((child) => (
              <NavLink
                key={child.to}
                component={Link}
                to={child.to}
                label={child.label}
                active={pathname === child.to}
              />
            ))}
        </NavLink>
      </Tooltip>
      {badge && <VisuallyHidden id={badgeId}>{badge.label}</VisuallyHidden>}
    </>
  );
}

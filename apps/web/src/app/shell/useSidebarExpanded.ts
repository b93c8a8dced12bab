import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { SMALL_SCREEN_QUERY } from '../../components/smallScreen';

/**
 * The sidebar is narrow by default and opens while the pointer (or keyboard focus) is in it. The
 * user can pin it open; that choice is kept in localStorage. Under the small
 * breakpoint (a phone) it is a drawer instead, closed until the header's menu button opens it,
 * whatever was pinned on a desktop: a 250 px menu does not fit beside a 390 px page.
 */
export type SidebarState = ReturnType<typeof useSidebarExpanded>;

export function useSidebarExpanded() {
  const [pinnedChoice, setPinned] = useLocalStorage<boolean>({ key: 'sidebarExpanded', defaultValue: false });
  const [hovered, setHovered] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const pinned = pinnedChoice && !small;
  // Stable, so the layout can close the drawer on each new address without looping.
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return {
    small,
    pinned,
    drawerOpen: small && drawerOpen,
    expanded: small ? drawerOpen : pinned || hovered,
    togglePinned: () => setPinned((current) => !current),
    openDrawer,
    closeDrawer,
    hoverHandlers: small
      ? {}
      : {
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onFocus: () => setHovered(true),
          onBlur: (event: React.FocusEvent<HTMLElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
          },
        },
  };
}

import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';

/**
 * The sidebar is narrow by default and opens while the pointer (or keyboard focus) is in it. The
 * user can pin it open; that choice is kept in localStorage (seed 000 §2).
 */
export type SidebarState = ReturnType<typeof useSidebarExpanded>;

export function useSidebarExpanded() {
  const [pinned, setPinned] = useLocalStorage<boolean>({ key: 'sidebarExpanded', defaultValue: false });
  const [hovered, setHovered] = useState(false);
  return {
    pinned,
    expanded: pinned || hovered,
    togglePinned: () => setPinned((current) => !current),
    hoverHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setHovered(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      },
    },
  };
}

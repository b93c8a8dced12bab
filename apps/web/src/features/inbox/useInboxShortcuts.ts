import { useEffect, useRef } from 'react';
import { isTypingTarget } from './isTypingTarget';

interface InboxShortcutHandlers {
  /** J: the next conversation of the list; K: the previous one. */
  onStep: (step: 1 | -1) => void;
  /** ?: the shortcuts' help. */
  onHelp: () => void;
}

/**
 * The inbox's single-key shortcuts, anywhere on the page but in a text field (Gmail's and
 * Chatwoot's J/K): a key with Ctrl, Alt or ⌘ is someone else's (the pane's Alt+R, Alt+A).
 */
export function useInboxShortcuts(handlers: InboxShortcutHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
      if (isTypingTarget(event.target)) return;
      // Inside a dialog (the help itself, a confirmation), its own keys come first.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const key = event.key;
      if (key === 'j' || key === 'J') latest.current.onStep(1);
      else if (key === 'k' || key === 'K') latest.current.onStep(-1);
      else if (key === '?') latest.current.onHelp();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

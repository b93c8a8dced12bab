import type { KeyboardEvent } from 'react';

/** The keys of a field saved on demand: Enter saves (and submits no form), Esc gives the edit up. */
export function commitKeys(commit: () => void, cancel: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') cancel();
  };
}

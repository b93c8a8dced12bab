import type { BotEndUser } from '@griot/contract/endUsers/endUserSchemas';

export type SortColumn = 'chatbot' | 'interactions' | 'activity';
export type SortDirection = 'asc' | 'desc';
export interface EndUsersSort {
  column: SortColumn;
  direction: SortDirection;
}

/**
 * The next sort after a click on a column: Chatbot cycles none → asc → none;
 * Interactions and Dernière activité none → desc → asc → none. Choosing one resets the others.
 */
export function nextSort(current: EndUsersSort | null, column: SortColumn): EndUsersSort | null {
  const same = current?.column === column ? current.direction : null;
  if (column === 'chatbot') return same === null ? { column, direction: 'asc' } : null;
  if (same === null) return { column, direction: 'desc' };
  if (same === 'desc') return { column, direction: 'asc' };
  return null;
}

/**
 * The rows in the chosen order (a stable sort: equal rows keep the server's order). Each row's key
 * is computed once, not at every comparison: 'Tous' may hold a million rows.
 */
export function sortEndUsers(endUsers: readonly BotEndUser[], sort: EndUsersSort | null): BotEndUser[] {
  if (!sort) return [...endUsers];
  const factor = sort.direction === 'asc' ? 1 : -1;
  const keyed = endUsers.map((endUser) => ({
    endUser,
    key:
      sort.column === 'chatbot'
        ? endUser.bot_name.toLocaleLowerCase('fr')
        : sort.column === 'interactions'
          ? endUser.total_discussions
          : // Never active (an imported contact): older than any activity, so last latest-first.
            endUser.created_at === null
            ? Number.NEGATIVE_INFINITY
            : Date.parse(endUser.created_at),
  }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * factor);
  return keyed.map((entry) => entry.endUser);
}

export interface EndUsersFilters {
  active: boolean;
  inactive: boolean;
  withInteractions: boolean;
  withoutInteractions: boolean;
}
export const NO_FILTERS: EndUsersFilters = {
  active: false,
  inactive: false,
  withInteractions: false,
  withoutInteractions: false,
};

/** The 'Filtres' menu, applied to the rows already loaded. */
export function filterEndUsers(endUsers: readonly BotEndUser[], filters: EndUsersFilters): BotEndUser[] {
  return endUsers.filter((endUser) => {
    if (filters.active !== filters.inactive && endUser.is_active !== filters.active) return false;
    const has = endUser.total_discussions > 0;
    if (filters.withInteractions !== filters.withoutInteractions && has !== filters.withInteractions)
      return false;
    return true;
  });
}

export const activeFilterCount = (filters: EndUsersFilters) => Object.values(filters).filter(Boolean).length;

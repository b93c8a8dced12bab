import type { BotEndUser } from '@griot/contract/subscribers/subscriberSchemas';

export type SortColumn = 'chatbot' | 'interactions' | 'activity';
export type SortDirection = 'asc' | 'desc';
export interface UsersSort {
  column: SortColumn;
  direction: SortDirection;
}

/**
 * The next sort after a click on a column: Chatbot cycles none → asc → none;
 * Interactions and Dernière activité none → desc → asc → none. Choosing one resets the others.
 */
export function nextSort(current: UsersSort | null, column: SortColumn): UsersSort | null {
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
export function sortUsers(users: readonly BotEndUser[], sort: UsersSort | null): BotEndUser[] {
  if (!sort) return [...users];
  const factor = sort.direction === 'asc' ? 1 : -1;
  const keyed = users.map((user) => ({
    user,
    key:
      sort.column === 'chatbot'
        ? user.bot_name.toLocaleLowerCase('fr')
        : sort.column === 'interactions'
          ? user.total_discussions
          : Date.parse(user.created_at),
  }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * factor);
  return keyed.map((entry) => entry.user);
}

export interface UsersFilters {
  active: boolean;
  inactive: boolean;
  withInteractions: boolean;
  withoutInteractions: boolean;
}
export const NO_FILTERS: UsersFilters = {
  active: false,
  inactive: false,
  withInteractions: false,
  withoutInteractions: false,
};

/** The 'Filtres' menu, applied to the rows already loaded. */
export function filterUsers(users: readonly BotEndUser[], filters: UsersFilters): BotEndUser[] {
  return users.filter((user) => {
    if (filters.active !== filters.inactive && user.is_active !== filters.active) return false;
    const has = user.total_discussions > 0;
    if (filters.withInteractions !== filters.withoutInteractions && has !== filters.withInteractions)
      return false;
    return true;
  });
}

export const activeFilterCount = (filters: UsersFilters) => Object.values(filters).filter(Boolean).length;

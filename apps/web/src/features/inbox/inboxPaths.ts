/** The inbox's address, with the list's view and filters kept (`query` is '' or '?view=…'). */
export function inboxPath(query = ''): string {
  return `/dashboard/inbox${query}`;
}

/** A conversation of the inbox (its end-user's id), the list's view and filters kept. */
export function inboxConversationPath(id: string, query = ''): string {
  return `/dashboard/inbox/${encodeURIComponent(id)}${query}`;
}

/**
 * Contacts from elsewhere: CSV/XLSX import with mapping and opt-in, tags on end-users, the subscribers list as CSV.
 * Issue 24; filled by its part "contacts". The server checks each call's access from contactsAccess
 * (spread into workspaces/callAccess.ts).
 */
export const contactsContract = {};

/** Who may make each call of contactsContract (workspaces/callAccess.ts explains the values). */
export const contactsAccess = {} as const;

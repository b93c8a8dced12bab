import type { SessionUser } from '@griot/contract/auth/authSchemas';

/** The workspace the session works in, as stored: null outside any; undefined signed out or before workspaces. */
export type SessionWorkspace = NonNullable<SessionUser['workspace']> | null | undefined;

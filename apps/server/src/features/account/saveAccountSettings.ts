import type { AccountSettings } from '@griot/contract/account/accountSchemas';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import type { RequestInfo } from '../../api/appContext';
import { recordAccountEvent } from '../../domain/account/accountEvents';

/** The whole settings document replaces the saved one, recorded in the account's activity. */
export async function saveAccountSettings(
  db: Database,
  userId: string,
  settings: AccountSettings,
  request: Pick<RequestInfo, 'ip' | 'userAgent'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ settings, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAccountEvent(tx, userId, 'settings_updated', request);
  });
}

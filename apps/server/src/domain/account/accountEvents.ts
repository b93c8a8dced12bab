import type { ActivityKind } from '@griot/contract/account/accountSchemas';
import type { Database } from '@griot/db/openDatabase';
import { accountEvents } from '@griot/db/schema/accountEvents';
import type { RequestInfo } from '../../api/appContext';

/** Records what happened to an account (the profile's recent activity); `db` may be a transaction. */
export async function recordAccountEvent(
  db: Pick<Database, 'insert'>,
  userId: string,
  kind: ActivityKind,
  request: Pick<RequestInfo, 'ip' | 'userAgent'>,
  subject: string | null = null,
): Promise<void> {
  await db.insert(accountEvents).values({
    userId,
    kind,
    subject: subject?.slice(0, 200) ?? null,
    ip: request.ip,
    userAgent: request.userAgent?.slice(0, 500) ?? null,
  });
}

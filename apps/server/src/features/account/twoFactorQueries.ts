import type { Database } from '@griot/db/openDatabase';
import { recoveryCodes } from '@griot/db/schema/recoveryCodes';
import { users } from '@griot/db/schema/users';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { RequestInfo } from '../../api/appContext';
import { recordAccountEvent } from '../../domain/account/accountEvents';
import { replaceRecoveryCodes } from '../../domain/account/twoFactor';

type Request = Pick<RequestInfo, 'ip' | 'userAgent'>;

/** How many of the account's recovery codes are still unused. */
export async function countRecoveryCodesLeft(db: Database, userId: string): Promise<number | undefined> {
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return left?.n;
}

/** A new secret, kept encrypted as pending until a first code confirms it. */
export async function storePendingSecret(
  db: Database,
  userId: string,
  secretEncrypted: string,
): Promise<void> {
  await db.update(users).set({ totpPendingSecretEncrypted: secretEncrypted }).where(eq(users.id, userId));
}

/** The pending secret becomes the account's, at the code's time step; new recovery codes, returned once. */
export async function enableTwoFactor(
  db: Database,
  user: { id: string; totpPendingSecretEncrypted: string },
  step: number,
  request: Request,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecretEncrypted: user.totpPendingSecretEncrypted,
        totpPendingSecretEncrypted: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
      })
      .where(eq(users.id, user.id));
    await recordAccountEvent(tx, user.id, 'two_factor_enabled', request);
    return replaceRecoveryCodes(tx, user.id);
  });
}

/** New recovery codes replace every previous one. */
export function renewRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
}

/** The secrets and the recovery codes go. */
export async function disableTwoFactor(db: Database, userId: string, request: Request): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecretEncrypted: null,
        totpPendingSecretEncrypted: null,
        totpEnabledAt: null,
        totpLastStep: null,
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await recordAccountEvent(tx, userId, 'two_factor_disabled', request);
  });
}

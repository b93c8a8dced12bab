import { PASSWORD_RESET_TTL_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { passwordResets } from '@griot/db/schema/passwordResets';
import { sessions } from '@griot/db/schema/sessions';
import { users } from '@griot/db/schema/users';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { Services } from '../../api/appContext';
import { readAccountSettings } from '../../domain/account/accountSettings';
import { createOpaqueToken, hashToken } from '../../lib/opaqueTokens';
import { hashPassword } from '../../lib/passwordHashing';
import { passwordResetMail } from './passwordResetMail';

/**
 * Sends a single-use reset link valid one hour, replacing any earlier link. Says nothing of
 * whether the email has an account: the caller answers the same either way, and the mail goes out
 * after the answer so the response time does not tell either.
 */
export async function requestPasswordReset(services: Services, email: string): Promise<void> {
  const { db, config, mailer, log } = services;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const token = createOpaqueToken('rst');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
  });
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const language = readAccountSettings(user.settings).general.language;
  mailer.send(passwordResetMail(user.email, user.firstname, link, language)).catch((error: unknown) => {
    log.error({ err: error, userId: user.id }, 'password reset mail failed');
  });
}

/**
 * Sets the new password from a live link, uses the link up and logs every device out, in one
 * transaction. An unknown, used or expired link changes nothing.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .for('update');
    if (!reset) throw apiError(400, messages.reset.invalidOrExpired);
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
  });
}

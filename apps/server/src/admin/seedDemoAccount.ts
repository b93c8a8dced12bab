import type { Database } from '@griot/db/openDatabase';
import { accountEvents } from '@griot/db/schema/accountEvents';
import { invoices } from '@griot/db/schema/billing';
import { sessions } from '@griot/db/schema/sessions';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { createOpaqueToken, hashToken } from '../lib/opaqueTokens';

const DAY = 86_400_000;

/** First day of the month `back` months before `now` (UTC), as YYYY-MM-DD. */
function monthStart(now: Date, back: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

function monthEnd(now: Date, back: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0)).toISOString().slice(0, 10);
}

/**
 * The demo account's profile and settings screens: a filled profile, two other devices logged in,
 * three paid Premium invoices and a few past events. Once only: an account with invoices is left alone.
 */
export async function seedDemoAccount(
  db: Database,
  ownerId: string,
  workspaceId: string,
  now = new Date(),
): Promise<boolean> {
  const existing = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.workspaceId, workspaceId))
    .limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        birthDate: '1988-03-14',
        location: 'Dakar, Sénégal',
        bio: 'Fondatrice de Boutique Téranga : pagnes wax, bazins et accessoires, livrés à Dakar et dans toute la sous-région. Nos chatbots répondent aux clientes jour et nuit.',
        passwordChangedAt: new Date(now.getTime() - 41 * DAY),
        settings: {
          general: { language: 'fr', emailNotifications: true, darkMode: false },
          notifications: {
            account: { newLogin: { email: true, push: true }, passwordChange: { email: true, push: false } },
            chatbots: { newMessages: { email: true, push: true }, errors: { email: true, push: false } },
          },
          privacy: { profileVisibility: 'public', analytics: true },
        },
      })
      .where(eq(users.id, ownerId));
    const devices = [
      {
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
        ip: '41.82.117.23',
        lastUsed: 2 * 3_600_000,
      },
      {
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
        ip: '196.207.240.12',
        lastUsed: 3 * DAY,
      },
    ];
    for (const device of devices)
      await tx.insert(sessions).values({
        userId: ownerId,
        tokenHash: hashToken(createOpaqueToken('grt')),
        userAgent: device.userAgent,
        ip: device.ip,
        createdAt: new Date(now.getTime() - 20 * DAY),
        lastUsedAt: new Date(now.getTime() - device.lastUsed),
        expiresAt: new Date(now.getTime() + 10 * DAY),
      });
    for (const back of [3, 2, 1]) {
      const start = monthStart(now, back);
      await tx.insert(invoices).values({
        workspaceId,
        number: `GRT-${start.slice(0, 7)}-${workspaceId.slice(0, 6).toUpperCase()}`,
        planId: 'premium',
        periodStart: start,
        periodEnd: monthEnd(now, back),
        amountCents: 2999,
        currency: 'EUR',
        status: 'paid',
        issuedAt: new Date(`${monthStart(now, back - 1)}T08:00:00Z`),
      });
    }
    const events: Array<[string, number, string | null]> = [
      ['password_changed', 41 * DAY, null],
      ['profile_updated', 12 * DAY, null],
      ['login', 3 * DAY, 'Safari 17 sur macOS'],
      ['login', 2 * 3_600_000, 'Chrome 130 sur Android'],
    ];
    for (const [kind, ago, subject] of events)
      await tx.insert(accountEvents).values({
        userId: ownerId,
        kind,
        subject,
        ip: '41.82.117.23',
        createdAt: new Date(now.getTime() - ago),
      });
  });
  return true;
}

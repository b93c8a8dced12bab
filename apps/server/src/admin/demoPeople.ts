import { randomBytes } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../api/sessions';
import { createAccount } from '../features/auth/createAccount';
import { hashPassword } from '../lib/passwordHashing';
import type { DemoPerson } from './demoTeam';

/** A new password for a demo login, printed once: the credentials are never a known default. */
export function newDemoPassword(): string {
  return `Demo-${randomBytes(6).toString('base64url')}!1`;
}

/**
 * The account of a demo person: found by e-mail and given a new password, or created (without a
 * workspace of its own: they work in the workspaces the demo makes them members of).
 */
export async function ensureDemoPerson(
  db: Database,
  person: DemoPerson,
  password: string,
): Promise<{ user: UserRow; created: boolean }> {
  const [existing] = await db.select().from(users).where(eq(users.email, person.email));
  if (existing) {
    const [updated] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: updated ?? existing, created: false };
  }
  const fields = {
    firstname: person.firstname,
    lastname: person.lastname,
    company: person.company,
    email: person.email,
    country: 'SN',
    userType: 'personal' as const,
    password,
    ownWorkspace: false,
  };
  // The phone is only for show: another account holding it (a tester's) must not stop the seed.
  const user = await createAccount(db, { ...fields, tel: person.tel }).catch(() =>
    createAccount(db, { ...fields, tel: null }),
  );
  return { user, created: true };
}

import { randomBytes } from 'node:crypto';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { createAccount } from '../features/auth/createAccount';
import { hashPassword } from '../lib/passwordHashing';
import type { AdminServices } from './openAdminServices';

export const DEMO_EMAIL = 'demo@griot.local';

export const seedDemoUsage = 'seed-demo';

/**
 * A demo account to walk the product with. Run again, it keeps the account and its content and
 * gives it a new password (printed), so the credentials are never a known default.
 */
export async function seedDemoCommand(_args: string[], { config, database }: AdminServices): Promise<void> {
  const { db } = database;
  const password = `Demo-${randomBytes(6).toString('base64url')}!1`;
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    console.log('Compte de démonstration existant : nouveau mot de passe.');
  } else {
    await createAccount(db, {
      firstname: 'Aminata',
      lastname: 'Sow',
      company: 'Boutique Téranga',
      email: DEMO_EMAIL,
      tel: '+221770000001',
      country: 'SN',
      userType: 'provider',
      password,
    });
    console.log('Compte de démonstration créé.');
  }
  console.log(
    `\n  Adresse      : ${config.publicUrl}/login\n  Email        : ${DEMO_EMAIL}\n  Mot de passe : ${password}\n`,
  );
}

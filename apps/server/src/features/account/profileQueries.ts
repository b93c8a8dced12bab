import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import type { RequestInfo } from '../../api/appContext';
import type { UserRow } from '../../api/sessions';
import { recordAccountEvent } from '../../domain/account/accountEvents';

type Request = Pick<RequestInfo, 'ip' | 'userAgent'>;

/** The edit modal's fields (as the contract reads them), its full name already split. */
export interface ProfileEdit {
  firstname: string;
  lastname: string;
  email: string;
  phone?: string | null | undefined;
  location?: string | undefined;
  bio?: string | undefined;
  birth_date?: string | null | undefined;
}

/**
 * Saves the edit modal's fields (those left out keep their value), recorded as an email change or
 * a profile update. Undefined when the user is gone; a unique violation when the email or phone
 * is another account's.
 */
export async function updateProfile(
  db: Database,
  before: UserRow,
  edit: ProfileEdit,
  request: Request,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstname: edit.firstname,
        lastname: edit.lastname,
        email: edit.email,
        ...(edit.phone === undefined ? {} : { tel: edit.phone }),
        ...(edit.location === undefined ? {} : { location: edit.location }),
        ...(edit.bio === undefined ? {} : { bio: edit.bio }),
        ...(edit.birth_date === undefined ? {} : { birthDate: edit.birth_date }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, before.id))
      .returning();
    if (!row) return undefined;
    const emailChanged = row.email !== before.email;
    await recordAccountEvent(tx, row.id, emailChanged ? 'email_changed' : 'profile_updated', request);
    return row;
  });
}

/** The account's picture becomes `picture`, recorded in its activity; undefined when the user is gone. */
export async function setProfilePicture(
  db: Database,
  userId: string,
  picture: string,
  request: Request,
): Promise<UserRow | undefined> {
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ profilePicture: picture, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await recordAccountEvent(tx, userId, 'avatar_changed', request);
    return rows;
  });
  return updated;
}

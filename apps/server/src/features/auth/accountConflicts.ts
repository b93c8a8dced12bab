import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { eq, or } from 'drizzle-orm';
import { apiError } from '../../api/apiError';

export interface AccountConflicts {
  emailInUse: boolean;
  telInUse: boolean;
}

/** Whether the email, or the phone when there is one, already belongs to an account. */
export async function findAccountConflicts(
  db: Database,
  email: string,
  tel: string | null,
): Promise<AccountConflicts> {
  const rows = await db
    .select({ email: users.email, tel: users.tel })
    .from(users)
    .where(tel ? or(eq(users.email, email), eq(users.tel, tel)) : eq(users.email, email));
  return {
    emailInUse: rows.some((row) => row.email === email),
    telInUse: tel !== null && rows.some((row) => row.tel === tel),
  };
}

/**
 * The 400 of the registration check. `existingData` echoes only the submitted values found in
 * use, never another account's other fields.
 */
export function conflictError(email: string, tel: string | null, conflicts: AccountConflicts) {
  const message =
    conflicts.emailInUse && conflicts.telInUse
      ? messages.register.emailAndPhoneInUse
      : conflicts.emailInUse
        ? messages.register.emailInUse
        : messages.register.phoneInUse;
  const existingData = [
    { ...(conflicts.emailInUse ? { email } : {}), ...(conflicts.telInUse && tel ? { tel } : {}) },
  ];
  return apiError(400, message, { existingData });
}

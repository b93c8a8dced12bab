import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import type { Language } from '@griot/i18n/languages';
import type { UserRow } from '../../api/sessions';
import { createFirstWorkspace } from '../../domain/workspaces/createWorkspace';
import { hashPassword } from '../../lib/passwordHashing';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import { conflictError, findAccountConflicts } from './accountConflicts';

export interface NewAccount {
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  /** E.164; null for accounts the admin CLI makes without a phone. */
  tel: string | null;
  country: string | null;
  userType: 'personal' | 'provider';
  password: string;
  /** The screens' language at sign-up: the account keeps speaking it (French when unset). */
  language?: Language;
  /**
   * Whether the account gets a workspace of its own (named after its company). Not for someone
   * who signs up through an invitation: they land in the inviting workspace instead.
   */
  ownWorkspace?: boolean;
  /**
   * More work in the account's own transaction (joining the inviting workspace): when it throws,
   * no account is created.
   */
  andThen?: (tx: Database, user: UserRow) => Promise<void>;
}

/**
 * Creates the account, or throws the registration check's 400 when the email or phone is taken.
 * The unique indexes settle a race between two registrations of the same email.
 */
export async function createAccount(db: Database, account: NewAccount): Promise<UserRow> {
  const passwordHash = await hashPassword(account.password);
  const conflicts = await findAccountConflicts(db, account.email, account.tel);
  if (conflicts.emailInUse || conflicts.telInUse) throw conflictError(account.email, account.tel, conflicts);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, account, passwordHash);
      if (account.ownWorkspace === false) {
        await account.andThen?.(tx, user);
        return user;
      }
      const workspace = await createFirstWorkspace(tx, user);
      const created = { ...user, lastWorkspaceId: workspace.id };
      await account.andThen?.(tx, created);
      return created;
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw conflictError(
        account.email,
        account.tel,
        await findAccountConflicts(db, account.email, account.tel),
      );
    }
    throw error;
  }
}

async function insertUser(db: Database, account: NewAccount, passwordHash: string): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      firstname: account.firstname,
      lastname: account.lastname,
      company: account.company,
      email: account.email,
      tel: account.tel,
      country: account.country,
      userType: account.userType,
      passwordHash,
      settings: account.language ? { general: { language: account.language } } : {},
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

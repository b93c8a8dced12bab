import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { toSessionUser } from '../../api/toSessionUser';
import { emailChangedMail } from '../../domain/account/accountMails';
import { readAccountSettings } from '../../domain/account/accountSettings';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import { loadProfile } from './loadProfile';
import { updateProfile } from './profileQueries';
import { splitFullName } from './splitFullName';

/** PUT /account/profile: the edit modal; an email or phone of another account is refused. */
export const handleUpdateProfile = authedProcedures.account.updateProfile.handler(
  async ({ input, context }) => {
    const before = context.session.user;
    const { name, ...fields } = input;
    let updated: Awaited<ReturnType<typeof updateProfile>>;
    try {
      updated = await updateProfile(
        context.db,
        before,
        { ...splitFullName(name), ...fields },
        context.request,
      );
    } catch (error) {
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
        const emailTaken = input.email !== before.email;
        throw apiError(409, emailTaken ? m.emailInUse : m.phoneInUse);
      }
      throw error;
    }
    if (!updated) throw apiError(401, m.sessionNotFound);
    if (updated.email !== before.email) {
      // The old address hears of it: whoever took the session cannot quietly take the account.
      await context.mailer
        .send(
          emailChangedMail(
            before.email,
            updated.firstname,
            updated.email,
            readAccountSettings(updated.settings).general.language,
          ),
        )
        .catch((error: unknown) => context.log.error({ err: error }, 'email change notice not sent'));
    }
    return {
      success: true as const,
      message: m.profileSaved,
      profile: await loadProfile(context.db, updated, context.workspace?.id ?? null),
      user: toSessionUser(updated, context.session.workspace),
    };
  },
);

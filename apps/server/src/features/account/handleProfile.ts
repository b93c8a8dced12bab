import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { toSessionUser } from '../../api/toSessionUser';
import { recordAccountEvent } from '../../domain/account/accountEvents';
import { emailChangedMail } from '../../domain/account/accountMails';
import { MEDIA_RULES, storeMediaUpload } from '../../domain/uploads/storeMediaUpload';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import { removeStoredFile } from '../../lib/storedFiles';
import { loadProfile } from './loadProfile';

/** GET /account/profile */
export const handleGetProfile = authedProcedures.account.profile.handler(async ({ context }) => ({
  success: true as const,
  profile: await loadProfile(context.db, context.session.user),
}));

/** "Awa Ndiaye Diop" → firstname "Awa Ndiaye", lastname "Diop"; one word is a first name alone. */
export function splitFullName(name: string): { firstname: string; lastname: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstname: words[0] ?? '', lastname: '' };
  return { firstname: words.slice(0, -1).join(' '), lastname: words.at(-1) ?? '' };
}

/** PUT /account/profile: the edit modal; an email or phone of another account is refused. */
export const handleUpdateProfile = authedProcedures.account.updateProfile.handler(
  async ({ input, context }) => {
    const before = context.session.user;
    const { firstname, lastname } = splitFullName(input.name);
    let updated: typeof before;
    try {
      updated = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            firstname,
            lastname,
            email: input.email,
            ...(input.phone === undefined ? {} : { tel: input.phone }),
            ...(input.location === undefined ? {} : { location: input.location }),
            ...(input.bio === undefined ? {} : { bio: input.bio }),
            ...(input.birth_date === undefined ? {} : { birthDate: input.birth_date }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, before.id))
          .returning();
        if (!row) throw apiError(401, m.sessionNotFound);
        const emailChanged = row.email !== before.email;
        await recordAccountEvent(
          tx,
          row.id,
          emailChanged ? 'email_changed' : 'profile_updated',
          context.request,
        );
        return row;
      });
    } catch (error) {
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
        const emailTaken = input.email !== before.email;
        throw apiError(409, emailTaken ? m.emailInUse : m.phoneInUse);
      }
      throw error;
    }
    if (updated.email !== before.email) {
      // The old address hears of it: whoever took the session cannot quietly take the account.
      await context.mailer
        .send(emailChangedMail(before.email, updated.firstname, updated.email))
        .catch((error: unknown) => context.log.error({ err: error }, 'email change notice not sent'));
    }
    return {
      success: true as const,
      message: m.profileSaved,
      profile: await loadProfile(context.db, updated),
      user: toSessionUser(updated),
    };
  },
);

/** POST /account/avatar: a JPG or PNG (checked on its bytes), 5 MB at most; the previous one is removed. */
export const handleUploadAvatar = authedProcedures.account.avatar.handler(async ({ input, context }) => {
  const key = await storeMediaUpload(
    context,
    input.avatar,
    { ...MEDIA_RULES.image, folder: 'avatars', formatMessage: m.avatarFormat },
    { ownerId: context.session.user.id, kind: 'profile_picture' },
  );
  const picture = `/api/public/${key}`;
  const previous = context.session.user.profilePicture;
  const [updated] = await context.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ profilePicture: picture, updatedAt: new Date() })
      .where(eq(users.id, context.session.user.id))
      .returning();
    await recordAccountEvent(tx, context.session.user.id, 'avatar_changed', context.request);
    return rows;
  });
  if (!updated) throw apiError(401, m.sessionNotFound);
  if (previous?.startsWith('/api/public/avatars/'))
    await removeStoredFile(context.db, context.files, previous.slice('/api/public/'.length));
  return {
    success: true as const,
    message: m.avatarSaved,
    profile_picture: picture,
    user: toSessionUser(updated),
  };
});

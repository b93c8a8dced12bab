import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { toSessionUser } from '../../api/toSessionUser';
import { MEDIA_RULES, storeMediaUpload } from '../../domain/uploads/storeMediaUpload';
import { removeStoredFile } from '../../lib/files/storedFiles';
import { setProfilePicture } from './profileQueries';

/** POST /account/avatar: a JPG or PNG (checked on its bytes), 5 MB at most; the previous one is removed. */
export const handleUploadProfilePicture = authedProcedures.account.avatar.handler(
  async ({ input, context }) => {
    const key = await storeMediaUpload(
      context,
      input.avatar,
      { ...MEDIA_RULES.image, folder: 'avatars', formatMessage: () => m.avatarFormat },
      { userId: context.session.user.id, kind: 'profile_picture' },
    );
    const picture = `/api/public/${key}`;
    const previous = context.session.user.profilePicture;
    const updated = await setProfilePicture(context.db, context.session.user.id, picture, context.request);
    if (!updated) throw apiError(401, m.sessionNotFound);
    if (previous?.startsWith('/api/public/avatars/'))
      await removeStoredFile(context.db, context.files, previous.slice('/api/public/'.length));
    return {
      success: true as const,
      message: m.avatarSaved,
      profile_picture: picture,
      user: toSessionUser(updated, context.session.workspace),
    };
  },
);

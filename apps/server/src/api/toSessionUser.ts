import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { settingsLanguage } from '../lib/requestLanguage';
import type { UserRow } from './sessions';

/** The user as the web client stores it in its session, with the language to show its screens in. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    tel: user.tel,
    profile_picture: user.profilePicture,
    provenance: user.provenance,
    pointing_chatbot_stats: user.pointingChatbotStats,
    language: settingsLanguage(user.settings),
  };
}

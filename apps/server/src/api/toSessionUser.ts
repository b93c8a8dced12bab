import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { settingsLanguage } from '../lib/requestLanguage';
import type { ActiveWorkspace, UserRow } from './sessions';

/**
 * The user as the web client stores it in its session, with the language to show its screens in
 * and the workspace the session works in (the screens show what the role there may do).
 */
export function toSessionUser(user: UserRow, workspace: ActiveWorkspace | null): SessionUser {
  return {
    id: user.id,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    tel: user.tel,
    profile_picture: user.profilePicture,
    provenance: user.provenance,
    pointing_chatbot_stats: user.pointingChatbotStats,
    language: settingsLanguage(user.settings),
    user_type: user.userType,
    workspace: workspace && {
      id: workspace.id,
      name: workspace.name,
      kind: workspace.kind,
      role: workspace.role,
    },
  };
}

import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { INVITATION_TTL_DAYS } from '@griot/contract/workspaces/workspaceSchemas';
import type { Services } from '../../api/appContext';
import { createOpaqueToken, hashToken } from '../../lib/opaqueTokens';
import { currentServerLanguage } from '../../lib/requestLanguage';
import { invitationMail } from './invitationMail';

const DAY_MS = 24 * 60 * 60_000;

/** A fresh link: the token goes in the mail, only its hash and the expiry are stored. */
export function newInvitationLink(now = new Date()): {
  token: string;
  tokenHash: string;
  sentAt: Date;
  expiresAt: Date;
} {
  const token = createOpaqueToken('inv');
  return {
    token,
    tokenHash: hashToken(token),
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
  };
}

/**
 * Mails the link once the change is committed, in the language of the inviter's request. A mail
 * that fails is logged: the invitation stays, and "Renvoyer" sends a new link.
 */
export function mailInvitation(
  services: Pick<Services, 'config' | 'mailer' | 'log'>,
  facts: { to: string; token: string; inviter: string; workspace: string; role: WorkspaceRole },
): void {
  const link = `${services.config.publicUrl}/invitation/${encodeURIComponent(facts.token)}`;
  const mail = invitationMail({ ...facts, link, language: currentServerLanguage() });
  services.mailer.send(mail).catch((error: unknown) => {
    services.log.error({ err: error, to: facts.to }, 'invitation mail failed');
  });
}

import { mailMessages } from '@griot/contract/mails/mailMessages';
import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { INVITATION_TTL_DAYS } from '@griot/contract/workspaces/workspaceSchemas';
import type { Language } from '@griot/i18n/languages';
import type { OutgoingMail } from '../../lib/mailer';
import { runInLanguage } from '../../lib/requestLanguage';

export interface InvitationMailFacts {
  to: string;
  inviter: string;
  workspace: string;
  role: WorkspaceRole;
  link: string;
  /** The inviter's language: the invitee has no account setting we could read. */
  language: Language;
}

/** French typography in HTML: the space before a colon does not break. */
const keepColon = (text: string) => text.replace(' :', '&nbsp;:');

/** The invitation mail, plain text and HTML, with the link to /invitation/<token>. */
export function invitationMail(facts: InvitationMailFacts): OutgoingMail {
  return runInLanguage(facts.language, () => {
    const m = mailMessages.invitation;
    const names = { inviter: facts.inviter, workspace: facts.workspace };
    const invited = m.invited({ ...names, role: workspaceMessages.roles[facts.role] });
    const validity = m.linkValidity({ days: INVITATION_TTL_DAYS });
    const text = [
      m.greeting,
      '',
      invited,
      validity,
      '',
      facts.link,
      '',
      m.notExpected,
      '',
      mailMessages.signature,
    ].join('\n');
    const html = `<!doctype html><html lang="${facts.language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(m.greeting)}</p>
<p>${escapeHtml(invited)}<br>${keepColon(escapeHtml(validity))}</p>
<p><a href="${escapeHtml(facts.link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(m.button)}</a></p>
<p style="font-size:13px;color:#6b7280">${keepColon(escapeHtml(m.linkFallback))} ${escapeHtml(facts.link)}</p>
<p style="font-size:13px;color:#6b7280">${keepColon(escapeHtml(m.notExpected))}</p>
<p>${escapeHtml(mailMessages.signature)}</p></body></html>`;
    return { to: facts.to, subject: m.subject(names), text, html };
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

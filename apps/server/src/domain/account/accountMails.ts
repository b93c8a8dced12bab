import { mailMessages as m } from '@griot/contract/mails/mailMessages';
import type { OutgoingMail } from '../../lib/mailer';

/** The account's security mails, in French, plain text and HTML. */
export function securityMail(to: string, subject: string, greeting: string, lines: string[]): OutgoingMail {
  const text = [greeting, '', ...lines, '', m.signature].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${m.signature}</p></body></html>`;
  return { to, subject, text, html };
}

const whenAndWhere = (at: Date, device: string, ip: string) =>
  m.whenAndWhere(
    at.toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
    device,
    ip,
  );

export function passwordChangedMail(
  to: string,
  firstname: string,
  at: Date,
  device: string,
  ip: string,
): OutgoingMail {
  return securityMail(to, m.passwordChanged.subject, m.greeting(firstname), [
    m.passwordChanged.changed,
    whenAndWhere(at, device, ip),
    m.passwordChanged.othersSignedOut,
    m.passwordChanged.notYou,
  ]);
}

export function newLoginMail(
  to: string,
  firstname: string,
  at: Date,
  device: string,
  ip: string,
): OutgoingMail {
  return securityMail(to, m.newLogin.subject, m.greeting(firstname), [
    m.newLogin.opened,
    whenAndWhere(at, device, ip),
    m.newLogin.ifYou,
  ]);
}

export function emailChangedMail(oldEmail: string, firstname: string, newEmail: string): OutgoingMail {
  return securityMail(oldEmail, m.emailChanged.subject, m.greeting(firstname), [
    m.emailChanged.nowUses(newEmail),
    m.emailChanged.notYou,
  ]);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function accountDeletedMail(to: string, firstname: string): OutgoingMail {
  return securityMail(to, m.accountDeleted.subject, m.greeting(firstname), [
    m.accountDeleted.deleted,
    m.accountDeleted.tokensForgotten,
    m.accountDeleted.thanks,
  ]);
}

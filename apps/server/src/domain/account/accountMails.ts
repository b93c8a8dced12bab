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

/** A sign-in event a security notice states: to whom, when, from which device and address. */
export interface SecurityEvent {
  to: string;
  firstname: string;
  at: Date;
  device: string;
  ip: string;
}

function securityNotice(event: SecurityEvent, subject: string, first: string, after: string[]): OutgoingMail {
  return securityMail(event.to, subject, m.greeting(event.firstname), [
    first,
    whenAndWhere(event.at, event.device, event.ip),
    ...after,
  ]);
}

export function passwordChangedMail(event: SecurityEvent): OutgoingMail {
  return securityNotice(event, m.passwordChanged.subject, m.passwordChanged.changed, [
    m.passwordChanged.othersSignedOut,
    m.passwordChanged.notYou,
  ]);
}

export function newLoginMail(event: SecurityEvent): OutgoingMail {
  return securityNotice(event, m.newLogin.subject, m.newLogin.opened, [m.newLogin.ifYou]);
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

import { mailMessages as m } from '@griot/contract/mails/mailMessages';
import { INTL_LOCALES, type Language } from '@griot/i18n/languages';
import type { OutgoingMail } from '../../lib/mailer';
import { currentServerLanguage, runInLanguage } from '../../lib/requestLanguage';
import { describeDevice } from './describeDevice';

/**
 * The account's mails, plain text and HTML, in the language being spoken: build them inside
 * `runInLanguage(recipient's language, …)` (the builders below do).
 */
export function securityMail(to: string, subject: string, greeting: string, lines: string[]): OutgoingMail {
  const text = [greeting, '', ...lines, '', m.signature].join('\n');
  const html = `<!doctype html><html lang="${currentServerLanguage()}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${m.signature}</p></body></html>`;
  return { to, subject, text, html };
}

const whenAndWhere = (at: Date, userAgent: string | undefined, ip: string) =>
  m.whenAndWhere({
    when: at.toLocaleString(INTL_LOCALES[currentServerLanguage()], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }),
    device: describeDevice(userAgent).label,
    ip,
  });

/** A sign-in event a security notice states: to whom (in their language), when, from which browser and address. */
export interface SecurityEvent {
  to: string;
  firstname: string;
  /** The recipient's language: their account's setting. */
  language: Language;
  at: Date;
  /** The User-Agent the event came from: named in the mail's language ('Chrome 131 sur Windows'). */
  userAgent: string | undefined;
  ip: string;
}

/** Call inside the recipient's language. */
function securityNotice(event: SecurityEvent, subject: string, first: string, after: string[]): OutgoingMail {
  return securityMail(event.to, subject, m.greeting({ firstname: event.firstname }), [
    first,
    whenAndWhere(event.at, event.userAgent, event.ip),
    ...after,
  ]);
}

export function passwordChangedMail(event: SecurityEvent): OutgoingMail {
  return runInLanguage(event.language, () =>
    securityNotice(event, m.passwordChanged.subject, m.passwordChanged.changed, [
      m.passwordChanged.othersSignedOut,
      m.passwordChanged.notYou,
    ]),
  );
}

export function newLoginMail(event: SecurityEvent): OutgoingMail {
  return runInLanguage(event.language, () =>
    securityNotice(event, m.newLogin.subject, m.newLogin.opened, [m.newLogin.ifYou]),
  );
}

/** To the old address, in the account's language. */
export function emailChangedMail(
  oldEmail: string,
  firstname: string,
  newEmail: string,
  language: Language,
): OutgoingMail {
  return runInLanguage(language, () =>
    securityMail(oldEmail, m.emailChanged.subject, m.greeting({ firstname }), [
      m.emailChanged.nowUses({ newEmail }),
      m.emailChanged.notYou,
    ]),
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function accountDeletedMail(to: string, firstname: string, language: Language): OutgoingMail {
  return runInLanguage(language, () =>
    securityMail(to, m.accountDeleted.subject, m.greeting({ firstname }), [
      m.accountDeleted.deleted,
      m.accountDeleted.tokensForgotten,
      m.accountDeleted.thanks,
    ]),
  );
}

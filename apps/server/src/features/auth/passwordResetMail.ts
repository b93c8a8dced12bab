import { mailMessages } from '@griot/contract/mails/mailMessages';
import type { Language } from '@griot/i18n/languages';
import type { OutgoingMail } from '../../lib/mailer';
import { runInLanguage } from '../../lib/requestLanguage';

/** French typography in HTML: the space before a colon does not break. */
const keepColon = (text: string) => text.replace(' :', '&nbsp;:');

/** The reset mail in its recipient's language (their account's setting), plain text and HTML. */
export function passwordResetMail(
  to: string,
  firstname: string,
  link: string,
  language: Language,
): OutgoingMail {
  return runInLanguage(language, () => {
    const m = mailMessages.passwordReset;
    const text = [
      mailMessages.greeting({ firstname }),
      '',
      m.asked,
      m.linkValidity,
      '',
      link,
      '',
      m.notYou,
      '',
      mailMessages.signature,
    ].join('\n');
    const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${mailMessages.greeting({ firstname: escapeHtml(firstname) })}</p>
<p>${m.asked}<br>${keepColon(m.linkValidity)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${m.button}</a></p>
<p style="font-size:13px;color:#6b7280">${keepColon(m.linkFallback)} ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#6b7280">${keepColon(m.notYou)}</p>
<p>${mailMessages.signature}</p></body></html>`;
    return { to, subject: m.subject, text, html };
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

import type { OutgoingMail } from '../../lib/mailer';

/** The French reset mail, in plain text and HTML. */
export function passwordResetMail(to: string, firstname: string, link: string): OutgoingMail {
  const text = [
    `Bonjour ${firstname},`,
    '',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Griot.',
    "Ce lien est valable une heure et ne fonctionne qu'une fois :",
    '',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    "L'équipe Griot",
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>Bonjour ${escapeHtml(firstname)},</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Griot.<br>Ce lien est valable une heure et ne fonctionne qu'une fois&nbsp;:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">Choisir un nouveau mot de passe</a></p>
<p style="font-size:13px;color:#6b7280">Si le bouton ne fonctionne pas, copiez ce lien&nbsp;: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#6b7280">Si vous n'êtes pas à l'origine de cette demande, ignorez ce message&nbsp;: votre mot de passe reste inchangé.</p>
<p>L'équipe Griot</p></body></html>`;
  return { to, subject: 'Réinitialisation de votre mot de passe Griot', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

import type { OutgoingMail } from '../../lib/mailer';

/** The account's security mails, in French, plain text and HTML. */
export function securityMail(to: string, subject: string, greeting: string, lines: string[]): OutgoingMail {
  const text = [greeting, '', ...lines, '', "L'équipe Griot"].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>L'équipe Griot</p></body></html>`;
  return { to, subject, text, html };
}

const whenAndWhere = (at: Date, device: string, ip: string) =>
  `Le ${at.toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} (UTC), depuis ${device} (adresse ${ip}).`;

export function passwordChangedMail(
  to: string,
  firstname: string,
  at: Date,
  device: string,
  ip: string,
): OutgoingMail {
  return securityMail(to, 'Votre mot de passe Griot a été modifié', `Bonjour ${firstname},`, [
    'Le mot de passe de votre compte Griot vient d’être modifié.',
    whenAndWhere(at, device, ip),
    'Vos autres sessions ont été déconnectées.',
    "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe depuis la page de connexion (« Mot de passe oublié ») et contactez-nous.",
  ]);
}

export function newLoginMail(
  to: string,
  firstname: string,
  at: Date,
  device: string,
  ip: string,
): OutgoingMail {
  return securityMail(to, 'Nouvelle connexion à votre compte Griot', `Bonjour ${firstname},`, [
    'Votre compte Griot vient d’être ouvert sur un appareil que nous ne connaissions pas.',
    whenAndWhere(at, device, ip),
    "Si c'est vous, il n'y a rien à faire. Sinon, changez votre mot de passe et déconnectez cette session depuis Paramètres du compte › Sécurité.",
  ]);
}

export function emailChangedMail(oldEmail: string, firstname: string, newEmail: string): OutgoingMail {
  return securityMail(oldEmail, 'L’email de votre compte Griot a changé', `Bonjour ${firstname},`, [
    `Votre compte Griot utilise désormais l’adresse ${newEmail} : c'est elle qui recevra nos messages et servira à vous connecter.`,
    "Si vous n'êtes pas à l'origine de ce changement, répondez à ce message sans attendre.",
  ]);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function accountDeletedMail(to: string, firstname: string): OutgoingMail {
  return securityMail(to, 'Votre compte Griot a été supprimé', `Bonjour ${firstname},`, [
    'Votre compte Griot a été supprimé à votre demande, avec vos chatbots, leurs conversations et vos fichiers.',
    'Les jetons de vos canaux (WhatsApp, Telegram, Messenger) ont été oubliés ; vous pouvez aussi les révoquer chez chaque plateforme.',
    'Merci d’avoir utilisé Griot. Vous pouvez créer un nouveau compte à tout moment.',
  ]);
}

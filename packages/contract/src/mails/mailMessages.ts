/** '1 conversation attend', '3 conversations attendent'. */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const waiting = (count: number) => plural(count, 'conversation attend', 'conversations attendent');

/**
 * The French texts of the mails Griot sends to account holders: the security notices, the
 * password reset and the owner's digest. Each mail is a subject and its paragraphs; the server
 * lays them out as plain text and HTML.
 */
export const mailMessages = {
  greeting: (firstname: string) => `Bonjour ${firstname},`,
  signature: "L'équipe Griot",
  /** When and from where a security event happened; `when` is already written the French way. */
  whenAndWhere: (when: string, device: string, ip: string) =>
    `Le ${when} (UTC), depuis ${device} (adresse ${ip}).`,
  passwordChanged: {
    subject: 'Votre mot de passe Griot a été modifié',
    changed: 'Le mot de passe de votre compte Griot vient d’être modifié.',
    othersSignedOut: 'Vos autres sessions ont été déconnectées.',
    notYou:
      "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe depuis la page de connexion (« Mot de passe oublié ») et contactez-nous.",
  },
  newLogin: {
    subject: 'Nouvelle connexion à votre compte Griot',
    opened: 'Votre compte Griot vient d’être ouvert sur un appareil que nous ne connaissions pas.',
    ifYou:
      "Si c'est vous, il n'y a rien à faire. Sinon, changez votre mot de passe et déconnectez cette session depuis Paramètres du compte › Sécurité.",
  },
  emailChanged: {
    subject: 'L’email de votre compte Griot a changé',
    nowUses: (newEmail: string) =>
      `Votre compte Griot utilise désormais l’adresse ${newEmail} : c'est elle qui recevra nos messages et servira à vous connecter.`,
    notYou: "Si vous n'êtes pas à l'origine de ce changement, répondez à ce message sans attendre.",
  },
  accountDeleted: {
    subject: 'Votre compte Griot a été supprimé',
    deleted:
      'Votre compte Griot a été supprimé à votre demande, avec vos chatbots, leurs conversations et vos fichiers.',
    tokensForgotten:
      'Les jetons de vos canaux (WhatsApp, Telegram, Messenger) ont été oubliés ; vous pouvez aussi les révoquer chez chaque plateforme.',
    thanks: 'Merci d’avoir utilisé Griot. Vous pouvez créer un nouveau compte à tout moment.',
  },
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe Griot',
    asked: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Griot.',
    linkValidity: "Ce lien est valable une heure et ne fonctionne qu'une fois :",
    /** The HTML mail's button, and the link written out under it. */
    button: 'Choisir un nouveau mot de passe',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien :',
    notYou:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
  /** The owner's digest: conversations waiting for an agent and replies that did not go out. */
  digest: {
    subject: (parts: readonly string[]) => `Griot : ${parts.join(', ')}`,
    subjectWaiting: (count: number) => `${waiting(count)} un agent`,
    subjectFailed: (count: number) => plural(count, 'message non envoyé', 'messages non envoyés'),
    waitingLine: (chatbotName: string, count: number, names: readonly string[], link: string) =>
      `${chatbotName} : ${waiting(count)} une réponse (${names.join(', ')}). ${link}`,
    failedLine: (chatbotName: string, count: number, link: string) =>
      `${chatbotName} : ${plural(count, 'réponse n’est pas partie', 'réponses ne sont pas parties')}. Ouvrez la conversation pour lire la raison et « Réessayer ». ${link}`,
    footer:
      'Vous recevez ce résumé au plus toutes les 15 minutes. Pour l’arrêter : Paramètres du compte › Notifications.',
  },
} as const;

/**
 * The mails Griot sends to account holders, in French (the source): the security notices, the
 * password reset and the owner's digest. Each mail is a subject and its paragraphs; the server
 * lays them out as plain text and HTML, in the recipient's language.
 */
export default {
  greeting: 'Bonjour {firstname},',
  signature: "L'équipe Griot",
  /** When and from where a security event happened; `when` is already written in the mail's language. */
  whenAndWhere: 'Le {when} (UTC), depuis {device} (adresse {ip}).',
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
    nowUses:
      "Votre compte Griot utilise désormais l’adresse {newEmail} : c'est elle qui recevra nos messages et servira à vous connecter.",
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
    /** The subject with one of the two parts below, or both. */
    subject: 'Griot : {summary}',
    subjectBoth: 'Griot : {waiting}, {failed}',
    subjectWaiting:
      '{count, plural, one {# conversation attend un agent} other {# conversations attendent un agent}}',
    subjectFailed: '{count, plural, one {# message non envoyé} other {# messages non envoyés}}',
    /** `names`: the last end-users who wrote, already listed ('Awa, Moussa'). */
    waitingLine:
      '{chatbotName} : {count, plural, one {# conversation attend} other {# conversations attendent}} une réponse ({names}). {link}',
    failedLine:
      '{chatbotName} : {count, plural, one {# réponse n’est pas partie} other {# réponses ne sont pas parties}}. Ouvrez la conversation pour lire la raison et « Réessayer ». {link}',
    /** An end-user known by neither a name nor a phone number (a web-chat visitor). */
    visitor: 'Visiteur',
    footer:
      'Vous recevez ce résumé au plus toutes les 15 minutes. Pour l’arrêter : Paramètres du compte › Notifications.',
    /** A chatbot named with its workspace, in the digest of someone who is a member of several. */
    chatbotInWorkspace: '{chatbotName} (espace de travail « {workspace} »)',
    /**
     * The team inbox (issue 27): open conversations assigned to the reader where the customer wrote
     * what they have not read yet; `names` as in waitingLine.
     */
    subjectAssigned:
      '{count, plural, one {# conversation vous est assignée} other {# conversations vous sont assignées}}',
    assignedLine:
      '{chatbotName} : {count, plural, one {# conversation qui vous est assignée attend} other {# conversations qui vous sont assignées attendent}} votre réponse ({names}). {link}',
    /** The subject with three parts: assigned, waiting, failed. */
    subjectThree: 'Griot : {first}, {second}, {third}',
  },
  /** An invitation to join a workspace, in the inviter's language (the invitee has no account yet, or one we do not read). */
  invitation: {
    subject: '{inviter} vous invite à rejoindre « {workspace} » sur Griot',
    greeting: 'Bonjour,',
    invited:
      '{inviter} vous invite à rejoindre l’espace de travail « {workspace} » sur Griot, avec le rôle {role}.',
    linkValidity: 'Ce lien est valable {days} jours et ne fonctionne qu’une fois :',
    /** The HTML mail's button, and the link written out under it. */
    button: 'Rejoindre l’espace de travail',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien :',
    notExpected:
      'Si vous ne vous attendiez pas à cette invitation, ignorez ce message : rien ne se passera sans vous.',
  },
} as const;

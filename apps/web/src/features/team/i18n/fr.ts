/**
 * The team screen and the invitation page (source language). The server's words (errors, the
 * role names, the toasts of its answers) are the contract's workspaceMessages.
 */
export default {
  title: 'Équipe',
  subtitle: 'Les personnes qui travaillent dans « {workspace} » et ce que chacune peut faire.',
  tabs: {
    members: 'Membres',
    audit: "Journal d'audit",
  },
  invite: 'Inviter un membre',
  leave: "Quitter l'espace",
  members: {
    heading: 'Membres',
    count: '{count, plural, one {# membre} other {# membres}}',
    member: 'Membre',
    role: 'Rôle',
    lastActivity: 'Dernière activité',
    twoFactor: 'Double authentification',
    twoFactorOn: 'Activée',
    twoFactorOff: 'Non activée',
    never: 'Jamais',
    me: 'Vous',
    joined: 'Membre depuis le {date}',
    roleOf: 'Rôle de {name}',
    actions: 'Actions',
    actionsFor: 'Actions pour {name}',
    changeRole: 'Changer le rôle',
    remove: "Retirer de l'espace",
    transfer: 'Transmettre la propriété',
  },
  invitations: {
    heading: 'Invitations en attente',
    empty: 'Aucune invitation en attente.',
    email: 'Adresse',
    role: 'Rôle',
    sent: 'Envoyée',
    expiry: 'Expiration',
    expired: 'Expirée',
    expiresOn: 'Expire le {date}',
    sentOn: 'Envoyée {when}',
    resend: 'Renvoyer',
    resendFor: "Renvoyer l'invitation à {email}",
    revoke: 'Annuler',
    revokeFor: "Annuler l'invitation à {email}",
  },
  /** What each role may do, one line each: the invitation's and the role change's choices. */
  roleDescriptions: {
    owner: "Tout, y compris la facturation, la suppression de l'espace et la transmission de la propriété.",
    admin: 'Tout sauf la facturation : membres, numéros WhatsApp, chatbots et journal d’audit.',
    editor: 'Chatbots, flux, variables, connaissances, segments et diffusions ; ni membres ni numéros.',
    agent: 'Les conversations de l’espace : lire, répondre, prendre la main ; rien d’autre.',
  },
  inviteModal: {
    title: 'Inviter un membre',
    intro: 'La personne reçoit un lien valable 7 jours, utilisable une seule fois.',
    email: 'Adresse email',
    emailPlaceholder: 'prenom@entreprise.com',
    role: 'Rôle',
    submit: "Envoyer l'invitation",
  },
  changeRoleModal: {
    title: 'Changer le rôle de {name}',
    role: 'Nouveau rôle',
    submit: 'Enregistrer le rôle',
  },
  confirm: {
    removeTitle: "Retirer {name} de l'espace ?",
    removeText:
      '{name} perd l’accès à « {workspace} » tout de suite : ses sessions ouvertes dans cet espace prennent fin.',
    removeSubmit: 'Retirer',
    transferTitle: 'Transmettre la propriété à {name} ?',
    transferText:
      '{name} devient propriétaire de « {workspace} » (facturation, suppression de l’espace). Vous restez administrateur.',
    transferSubmit: 'Transmettre',
    leaveTitle: 'Quitter « {workspace} » ?',
    leaveText:
      'Vous n’aurez plus accès à cet espace ni à ses chatbots. Pour revenir, il faudra une nouvelle invitation.',
    leaveSubmit: "Quitter l'espace",
  },
  states: {
    loading: 'Chargement de l’équipe…',
    loadFailed: "L'équipe n'a pas pu être chargée.",
    alone: 'Vous êtes seul dans cet espace pour l’instant : invitez les personnes qui travaillent avec vous.',
    noWorkspaceTitle: 'Aucun espace de travail',
    noAccessTitle: 'La gestion de l’équipe est réservée aux administrateurs',
    noAccessText:
      'Votre rôle dans « {workspace} » est {role}. Les propriétaires et les administrateurs invitent les membres et changent les rôles.',
  },
  failures: {
    invite: "L'invitation n'a pas pu être envoyée.",
    action: "L'action n'a pas pu aboutir. Réessayez.",
  },
  invitationPage: {
    title: 'Invitation',
    loading: 'Lecture de l’invitation…',
    joinRole:
      'Vous êtes invité à rejoindre « {workspace} » {role, select, admin {en tant qu’administrateur} editor {en tant qu’éditeur} agent {en tant qu’agent} other {en tant que propriétaire}}.',
    invitedBy: 'Invitation de {inviter}, envoyée à {email}.',
    invitedTo: 'Invitation envoyée à {email}.',
    validUntil: 'Ce lien est valable jusqu’au {date}.',
    accept: "Accepter l'invitation",
    signInToAccept: 'Se connecter pour accepter',
    createAccount: 'Créer mon compte',
    otherAccount:
      'Vous êtes connecté avec {me}. Cette invitation est pour {email} : connectez-vous avec cette adresse pour l’accepter.',
    switchAccount: 'Se connecter avec une autre adresse',
    unusableTitle: 'Invitation inutilisable',
    toLogin: 'Aller à la connexion',
    toDashboard: 'Retour au tableau de bord',
    failed: "L'invitation n'a pas pu être lue. Vérifiez votre connexion, puis réessayez.",
  },
} as const;

/**
 * The French texts of the WhatsApp accounts screen and its calls, the source: the screen's checks
 * and errors as the product has always worded them (in French where it fell back to English), the
 * rest ours. Do not re-word a French text: the tests and the e2e quote them.
 */
export default {
  // The screen's errors and confirmations
  // The spec's fallbacks here are English ('Failed to load WhatsApp accounts'…): Griot speaks French.
  loadFailed: 'Impossible de charger les comptes WhatsApp',
  deleted: 'Compte WhatsApp supprimé avec succès',
  deleteFailed: 'Erreur lors de la suppression du compte WhatsApp',
  createFailed: 'Le compte WhatsApp n’a pas pu être créé',
  codeSent: 'Un code de vérification a été envoyé par SMS',
  sendCodeFailed: "Erreur lors de l'envoi du code de vérification",
  verified: 'Numéro de téléphone vérifié avec succès',
  codeWrong: 'Code de vérification incorrect',
  chatbotsInvalidFormat: 'Format de réponse invalide',
  chatbotsLoadFailed: 'Erreur lors du chargement des chatbots',
  linked: 'Chatbot associé avec succès',
  linkFailed: 'Erreur lors de la liaison du chatbot',
  dissociated: 'Chatbot dissocié avec succès',
  dissociateFailed: 'Erreur lors de la dissociation du chatbot',
  /** What the server answers when a chatbot is linked or unlinked. */
  associationDone: 'Association réussie',
  dissociationDone: 'Dissociation réussie',
  // The form checks
  codeRequired: 'Veuillez entrer le code de vérification',
  dissociateConfirm: 'Veuillez taper exactement "DISSOCIER" en majuscules',
  chatbotRequired: 'Veuillez sélectionner un chatbot',
  typeRequired: 'Choisissez d’abord un type de compte',
  // Launching Embedded Signup
  sdkLoading: 'SDK Facebook en cours de chargement, veuillez réessayer dans quelques secondes',
  sdkMissing: 'SDK Facebook non chargé. Veuillez actualiser la page et réessayer.',
  userCancelled: "Connexion annulée par l'utilisateur",
  facebookError: 'Erreur Facebook: {message}',
  network: 'Erreur de connexion. Vérifiez votre connexion internet et réessayez.',
  launchFailed: 'Erreur lors du lancement de la configuration WhatsApp',
  sdkInitFailed:
    "Erreur lors de l'initialisation du SDK Facebook. Certaines fonctionnalités pourraient ne pas fonctionner correctement.",
  // A signup the owner left (Meta's CANCEL event)
  cancelError: 'Erreur : {message}',
  /** Where the owner left (read through cancelStep): step is one of signupSteps. */
  cancelStepAt: 'Configuration abandonnée à l’étape : {step}',
  cancelBeforeEnd: 'Configuration abandonnée avant la fin',
  /** Embedded Signup's steps (CANCEL's `current_step`), as the screens of the signup call them. */
  signupSteps: {
    AUTHENTICATION: 'connexion à Facebook',
    AUTHORIZATION: 'autorisations demandées',
    PERMISSIONS: 'autorisations demandées',
    BUSINESS_ACCOUNT_SELECTION: 'choix du portefeuille business',
    BUSINESS_ASSET_SELECTION: 'choix du portefeuille business',
    WABA_SELECTION: 'choix du compte WhatsApp Business',
    WABA_SETUP: 'création du compte WhatsApp Business',
    BUSINESS_PROFILE_SETUP: 'profil de l’entreprise',
    PHONE_NUMBER_SETUP: 'ajout du numéro de téléphone',
    PHONE_NUMBER_VERIFICATION: 'vérification du numéro de téléphone',
    REVIEW: 'vérification des informations',
  },
  // Ours: the rules the spec leaves to the server.
  accountNotFound: 'Compte WhatsApp introuvable',
  codeTooLong: 'Le code de vérification contient 6 caractères au plus',
  codeExchangeFailed:
    "Meta a refusé le code d'autorisation (expiré après 30 secondes ou déjà utilisé) : relancez l'association du compte.",
  graphUnreachable: 'Impossible de joindre Meta. Réessayez dans quelques instants.',
  graphRefused: 'Meta a refusé la demande : {detail}',
  signupIncomplete:
    "Inscription incomplète : Meta n'a renvoyé aucun compte WhatsApp Business. Relancez l'association du compte.",
  noNumberInWaba:
    "Ce compte WhatsApp Business n'a aucun numéro de téléphone : ajoutez-en un dans le WhatsApp Manager, puis relancez l'association.",
  numberChoiceNeeded: 'Choisissez le numéro de téléphone de ce compte WhatsApp Business.',
  numberNotInWaba: "Ce numéro n'appartient pas à ce compte WhatsApp Business.",
  tokenNotForWaba:
    "Meta n'a pas autorisé Griot sur ce compte WhatsApp Business : relancez l'association et choisissez-le dans la fenêtre de Meta.",
  numberAlreadyAdded: 'Ce numéro WhatsApp est déjà associé à votre compte.',
  numberMissing: "Ce compte n'a pas encore de numéro de téléphone : choisissez-en un d'abord.",
  alreadyVerified: 'Ce numéro de téléphone est déjà vérifié.',
  codeSentByVoice: "L'envoi par SMS a échoué : un appel vocal va vous communiquer le code de vérification",
  notVerified:
    "Vérifiez d'abord le numéro de téléphone : seul un compte vérifié peut être associé à un chatbot.",
  accountAlreadyLinked: 'Ce numéro répond déjà à un chatbot : dissociez-le avant d’en associer un autre.',
  chatbotLinkedElsewhere:
    'Ce chatbot est déjà associé à un autre numéro WhatsApp : dissociez-le avant de l’associer à celui-ci.',
  chatbotNotWhatsApp: 'Seul un chatbot de type WhatsApp peut être associé à un numéro WhatsApp.',
  notLinkedToChatbot: "Ce chatbot n'est pas associé à ce numéro WhatsApp.",
  numberUsedByChatbot:
    "Ce numéro répond déjà au chatbot « {botName} » : retirez-le de ses paramètres avant de l'associer ici.",
  registerLocked:
    "Meta bloque l'enregistrement de ce numéro pendant 72 heures après 10 tentatives : réessayez après le {until}.",
  registerFailed: 'Enregistrement du numéro auprès de Meta impossible : {detail}',
  updated: 'Compte WhatsApp mis à jour',
  descriptionTooLong: 'La description ne peut pas dépasser 500 caractères',
  typeInvalid: 'Type de compte invalide',
  signupNotConfigured:
    "L'inscription WhatsApp n'est pas configurée sur ce serveur : renseignez FB_APP_ID, FB_APP_SECRET et les identifiants de configuration.",
  healthChecked: 'État du compte vérifié',
  added: 'Compte WhatsApp ajouté',
  /** The onboarding check of an account's card, step by step: its label, then what it found. */
  health: {
    token: {
      label: 'Jeton Meta valide',
      ok: 'Meta accepte le jeton de ce compte.',
      refused: 'Meta refuse le jeton : {detail}. Associez le compte à nouveau.',
    },
    subscribed: {
      label: 'Application abonnée au compte WhatsApp Business',
      ok: 'Meta envoie les messages de ce compte à Griot.',
      missing: 'Griot n’est pas abonné à ce compte : Meta n’envoie pas ses messages.',
    },
    verified: {
      label: 'Numéro vérifié',
      ok: 'Le numéro est vérifié.',
      missing: 'Vérifiez le numéro par le code reçu par SMS.',
    },
    registered: {
      label: 'Numéro enregistré sur l’API Cloud',
      ok: 'Le numéro peut envoyer et recevoir des messages.',
      pending: 'Le numéro sera enregistré une fois vérifié.',
    },
    webhook: {
      label: 'Webhook reçu',
      noChatbot: 'Associez un chatbot pour recevoir les messages de ce numéro.',
      ok: 'Le chatbot reçoit les messages de ce numéro.',
      missing: 'Aucun message reçu depuis l’association : vérifiez l’URL du webhook dans votre app Meta.',
    },
    lastMessage: { label: 'Dernier message', none: 'Aucun message reçu' },
  },
} as const;

/**
 * The contract's messages in French, the source: the screens and the server's error bodies quote
 * the spec word for word (the server sends them so the screen can display `message` as is).
 * Do not re-word or re-punctuate a French text: the tests and the e2e quote them.
 */
export default {
  common: {
    unexpected: 'Une erreur est survenue. Veuillez réessayer.',
    serverUnreachable: 'Impossible de joindre le serveur. Veuillez réessayer plus tard.',
    invalidRequest: 'Requête invalide.',
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    invalidMultipart: 'Le corps du formulaire (multipart) est mal formé.',
    unstorableText: 'La requête contient un caractère non autorisé (caractère nul ou encodage invalide).',
    invalidUrl: "L'adresse demandée est mal formée.",
    payloadTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: 'Type de contenu non pris en charge.',
    routeNotFound: 'Route introuvable.',
    /** A path the server does not serve (not a call of the API, not a page of the web app). */
    notFound: 'Introuvable.',
    /** Ours: /api/public/<key> names no file of the store (never stored, or deleted since). */
    fileNotFound: 'Fichier introuvable.',
    /** Ours: a byte range past the end of the file. */
    fileRangeNotSatisfiable: 'La plage demandée dépasse la taille du fichier.',
    /** Ours: the file store (folder or S3-compatible) does not answer. */
    fileStoreUnavailable:
      'Le stockage des fichiers est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    metricsTokenInvalid: 'Jeton de métriques invalide.',
    internal: 'Erreur interne du serveur.',
    overloaded: 'Le serveur est momentanément surchargé. Veuillez réessayer dans quelques secondes.',
    tooManyAttempts:
      'Trop de tentatives. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
  },
  session: {
    missing: 'Session expirée, veuillez vous reconnecter',
    expired: 'Session expirée ou non autorisée. Veuillez vous reconnecter.',
    userNotFound: 'Données utilisateur non trouvées',
  },
  login: {
    missingFields: 'Veuillez remplir tous les champs',
    missingCredentials: 'Email ou mot de passe manquant',
    wrongPassword: 'Mot de passe incorrect',
    userNotFound: 'Utilisateur introuvable',
    failed: 'Erreur lors de la connexion',
    invalidResponse: 'Données utilisateur invalides dans la réponse',
    captchaRequired:
      'Trop de tentatives sur ce compte. Pour votre sécurité, recopiez le captcha pour vous connecter.',
    success: 'Connexion réussie',
    /** Ours: an account with two-factor authentication, after the right password. */
    twoFactorRequired: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    twoFactorWrong: 'Code de vérification incorrect',
    twoFactorReused: 'Ce code a déjà été utilisé : attendez le suivant ou utilisez un code de secours.',
  },
  logout: {
    success: 'Déconnexion réussie',
  },
  register: {
    firstnameRequired: 'Le prénom est requis',
    lastnameRequired: 'Le nom est requis',
    companyRequired: "Le nom de l'entreprise est requis",
    emailRequired: "L'email est requis",
    emailInvalid: 'Veuillez entrer une adresse email valide',
    countryRequired: 'Le pays est requis',
    phoneRequired: 'Le numéro de téléphone est requis',
    phoneTooShort: 'Le numéro est trop court ({length}/{min} chiffres minimum)',
    phoneTooLong: 'Le numéro est trop long ({length}/{max} chiffres maximum)',
    phoneLengthRange: 'Le numéro de téléphone doit contenir entre {min} et {max} chiffres.',
    userTypeRequired: 'Veuillez choisir un type de compte',
    passwordRequired: 'Le mot de passe est requis',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    confirmRequired: 'Veuillez confirmer votre mot de passe',
    passwordMismatch: 'Les mots de passe ne correspondent pas',
    termsRequired: "Vous devez accepter les conditions d'utilisation pour continuer",
    captchaRequired: "Veuillez confirmer que vous n'êtes pas un robot",
    captchaWrong: 'Veuillez résoudre correctement le captcha',
    emailAndPhoneInUse: "L'email et le numéro de téléphone sont déjà utilisés.",
    emailInUse: 'Cet email est déjà associé à un compte.',
    phoneInUse: 'Ce numéro de téléphone est déjà associé à un compte.',
    checkFailed: 'Erreur lors de la vérification des informations',
    checkGeneric: 'Une erreur est survenue lors de la vérification de vos informations. Veuillez réessayer.',
    checkSuccess: 'Informations vérifiées',
    captchaInvalid: 'Captcha invalide. Veuillez réessayer.',
    processError: "Erreur dans le processus d'inscription. Veuillez recommencer.",
    sessionExpired: "Votre session d'inscription a expiré. Veuillez recommencer.",
    /** status: the HTTP status of a failed sign-up call that carried no message of its own. */
    failedWithStatus: "Échec de l'inscription: erreur {status}",
    unexpected: "Une erreur inattendue s'est produite. Veuillez réessayer.",
    success: 'Inscription réussie',
  },
  forgot: {
    emailRequired: 'Veuillez entrer votre adresse email',
    sent: "Si un compte correspond à cette adresse, un email de réinitialisation vient d'être envoyé.",
    generic: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
  },
  reset: {
    criteriaNotMet: 'Le mot de passe ne respecte pas tous les critères',
    mismatch: 'Les mots de passe ne correspondent pas',
    invalidOrExpired: 'Lien de réinitialisation invalide ou expiré',
    invalid: 'Lien de réinitialisation invalide',
    success: 'Votre mot de passe a été réinitialisé avec succès.',
    generic: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
  },
  telegram: {
    notTelegram: "Ce chatbot n'est pas un bot Telegram.",
    noToken: "Enregistrez d'abord le jeton du bot (donné par @BotFather), puis connectez-le.",
    tokenRefused: 'Telegram refuse ce jeton : vérifiez-le auprès de @BotFather.',
    unreachable: 'Telegram ne répond pas. Réessayez dans un instant.',
    webhookRefused: 'Telegram a refusé le webhook : {reason}',
    connected: 'Bot @{username} connecté : ses messages arrivent maintenant dans Griot.',
  },
  chatbots: {
    notFound: 'Chatbot introuvable',
    nameRequired: 'Le nom du chatbot est obligatoire',
    cloneNameRequired: 'Le nom ne peut pas être vide',
    deleteConfirmation: 'Veuillez taper exactement "SUPPRIMER" en majuscules',
    invalidData: 'Données du chatbot invalides',
    emailInvalid: 'Veuillez entrer une adresse email valide',
    wabaIdInvalid: "L'identifiant du compte WhatsApp Business ne contient que des chiffres",
    avatarFormat: 'Format non supporté. Veuillez utiliser JPG, JPEG ou PNG',
    avatarTooLarge: "L'image dépasse la taille maximale de 5 Mo",
    avatarMissing: 'Veuillez choisir une image',
    created: 'Chatbot créé avec succès !',
    createFailed: 'Erreur lors de la création du chatbot',
    deleted: 'Chatbot supprimé avec succès',
    deleteFailed: 'Erreur lors de la suppression du chatbot',
    edited: 'Chatbot modifié avec succès',
    editFailed: 'Erreur lors de la modification du chatbot',
    cloned: 'Chatbot cloné avec succès',
    cloneFailed: 'Erreur lors du clonage du chatbot',
    settingsSaved: 'Paramètres enregistrés avec succès !',
    settingsSaveFailed: 'Erreur lors de la sauvegarde des paramètres',
    avatarUpdated: 'Avatar mis à jour',
    fetched: 'Chatbot récupéré avec succès',
    /**
     * Why a chatbot will leave some customers without an answer (silentReasons), one per main
     * flow, to follow 'Ce chatbot ne répondra pas : '. flow: welcome, default or commerce.
     */
    silent: {
      welcomeEmpty: 'le flux de bienvenue est vide.',
      defaultEmpty: 'le flux par défaut est vide, les messages hors scénario resteront sans réponse.',
      noneComplete:
        'aucun élément du {flow, select, welcome {flux de bienvenue} default {flux par défaut} other {flux commerce}} n’est complet.',
      someIncomplete:
        '{flow, select, welcome {le flux de bienvenue} default {le flux par défaut} other {le flux commerce}} {count, plural, =1 {a 1 élément incomplet, qui ne sera pas envoyé.} other {a {count} éléments incomplets, qui ne seront pas envoyés.}}',
    },
  },
  flows: {
    blockNotFound: 'Bloc non trouvé',
    blockCreated: 'Block créé avec succès',
    blockExists: 'Un flux avec cet identifiant existe déjà',
    blockNameRequired: 'Le nom du bloc ne peut pas être vide',
    blockNameTooLong: 'Le nom ne peut pas dépasser 20 caractères',
    idblockInvalid:
      "L'identifiant du bloc doit être en minuscules, sans accents ni espaces (20 caractères au plus)",
    elementTypeRequired: 'Chaque élément doit avoir un type',
    elementTypeUnknown: "Type d'élément inconnu",
    textTooLong: 'Le texte ne peut pas dépasser 640 caractères',
    textRequired: 'Le texte du message est requis',
    tooManyButtons: 'Un message ne peut pas avoir plus de 3 boutons',
    buttonTargetRequired: 'Chaque bouton doit avoir un bloc cible',
    buttonTitleTooLong: 'Le titre du bouton ne peut pas dépasser 20 caractères',
    listTooManySections: 'Une liste ne peut pas avoir plus de 10 sections',
    listTooManyRows: 'Une liste ne peut pas avoir plus de 10 lignes au total',
    listRowTitleTooLong: "Le titre d'une ligne ne peut pas dépasser 24 caractères",
    listRowDescriptionTooLong: "La description d'une ligne ne peut pas dépasser 72 caractères",
    listSectionTitleTooLong: "Le titre d'une section ne peut pas dépasser 24 caractères",
    listButtonTooLong: 'Le bouton de la liste ne peut pas dépasser 20 caractères',
    listHeaderTooLong: "L'en-tête de la liste ne peut pas dépasser 60 caractères",
    listFooterTooLong: 'Le pied de la liste ne peut pas dépasser 60 caractères',
    listBodyTooLong: 'Le corps de la liste ne peut pas dépasser 1024 caractères',
    delayRange: 'Le délai doit être compris entre 1 et 5 secondes',
    requestUrlInvalid: "L'URL de la requête doit commencer par http:// ou https://",
    requestUrlPrivate: "L'URL de la requête ne peut pas viser une adresse locale ou privée",
    answerTypeInvalid: 'Type de réponse inconnu',
    cardBodyTooLong: 'Le corps de la carte ne peut pas dépasser 320 caractères',
    cardFooterTooLong: 'Le pied de la carte ne peut pas dépasser 160 caractères',
    cardButtonTooLong: 'Le texte du bouton ne peut pas dépasser 20 caractères',
    cardUrlInvalid: "L'URL du bouton doit commencer par http:// ou https://",
    unknownTargetShort: 'Le bloc cible n’existe pas dans ce chatbot.',
    unknownTarget: "Le bloc cible « {idblock} » n'existe pas dans ce chatbot",
    revisionConflict: 'Ce bloc a été modifié ailleurs depuis votre dernier chargement.',
    saved: 'Flux enregistré',
    saveFailed: 'Erreur lors de la sauvegarde',
    assistantOn: 'GRIOT activé',
    assistantOff: 'GRIOT désactivé',
    assistantFailed: 'Erreur lors de la mise à jour de Jarvis',
    blockRenamed: 'Nom du bloc mis à jour',
    blockDeleted: 'Bloc supprimé',
    mainBlockUndeletable: 'Les flux principaux ne peuvent pas être supprimés',
    blockStillLinked: 'Ce bloc est encore la cible de liens : retirez-les avant de le supprimer',
    revisionNotFound: 'Révision introuvable',
    revisionRestored: 'Révision restaurée',
    /** What an element lacks (elementGaps): a draft keeps it, the runtime does not send it. */
    incomplete: {
      textEmpty: 'Le texte du message est vide.',
      buttonsNone: 'Le message n’a aucun bouton.',
      buttonTitleEmpty: 'Le bouton {position} n’a pas de titre.',
      listBodyEmpty: 'Le texte de la liste est vide.',
      listButtonEmpty: 'Le bouton qui ouvre la liste n’a pas de texte.',
      listNoRows: 'La liste n’a aucune ligne.',
      listSectionTitleEmpty:
        'La section {position} n’a pas de titre (il en faut un dès que la liste a plusieurs sections).',
      listRowTitleEmpty: 'La ligne {position} n’a pas de titre.',
      imageMissing: 'Aucune image n’a été choisie.',
      documentMissing: 'Aucun document n’a été choisi.',
      audioMissing: 'Aucun fichier audio n’a été choisi.',
      notificationRecipientEmpty: 'Le numéro à prévenir est vide.',
      notificationMessageEmpty: 'Le message de la notification est vide.',
      variableNotChosen: 'Aucune variable n’est choisie.',
      locationMessageEmpty: 'Le texte de la demande de localisation est vide.',
      cardBodyEmpty: 'Le texte de la carte est vide.',
      cardButtonEmpty: 'Le texte du bouton de la carte est vide.',
      conditionNoRules: 'La condition n’a aucune règle.',
      conditionRuleVariableEmpty: 'La règle {position} ne porte sur aucune variable.',
      conditionRuleValueEmpty: 'La règle {position} n’a pas de valeur à comparer.',
      conditionTrueBlockEmpty: 'Aucun bloc n’est choisi pour le cas où la condition est vraie.',
      splitBranchBlockEmpty: 'La branche {position} du test A/B ne mène à aucun bloc.',
      waitUntilEmpty: 'Choisissez une heure, un nombre de jours, ou les deux.',
    },
    buttonTitleDuplicate:
      'Deux boutons portent le même titre « {title} » : le client ne pourrait pas les distinguer.',
    listRowTitleDuplicate:
      'Deux lignes de la liste portent le même titre « {title} » : le client ne pourrait pas les distinguer.',
    /** The decision elements (condition, A/B test, wait-until): refused at save. */
    logic: {
      operatorInvalid: 'Choisissez un opérateur de la liste.',
      joinInvalid: 'Les règles se joignent par ET ou par OU.',
      valueTooLong: 'Une valeur de condition fait 500 caractères au plus.',
      tooManyValues: 'La liste de valeurs compte 50 valeurs au plus.',
      tooManyRules: 'Une condition compte 10 règles au plus.',
      splitWeightPositive: 'Le poids de chaque branche doit être un nombre positif (100 au plus).',
      splitBranchCount: 'Un test A/B compte de 2 à 4 branches.',
      waitTimeInvalid: 'L’heure doit s’écrire HH:MM, de 00:00 à 23:59.',
      waitDaysRange: 'Le nombre de jours est un entier de 0 à 90.',
      variableUnknown:
        'La condition porte sur « {variable} », qui n’est ni une variable de ce chatbot ni une variable globale.',
      notComparable:
        '« {variable} » ne contient pas de nombre : elle ne se compare pas avec >, <, ≥ ou ≤. Déclarez-la de type Nombre ou choisissez un autre opérateur.',
      loop: 'Ces blocs se renvoient l’un à l’autre sans jamais attendre le client ({blocks}) : la conversation tournerait sans fin. Ajoutez une question ou une attente sur ce chemin.',
    },
    savedIncomplete:
      '{count, plural, =1 {Flux enregistré comme brouillon : 1 élément est incomplet et ne sera pas envoyé tant qu’il n’est pas complété.} other {Flux enregistré comme brouillon : {count} éléments sont incomplets et ne seront pas envoyés tant qu’ils ne sont pas complétés.}}',
  },
  variables: {
    idRequired: "L'identifiant est requis",
    slugRequired: "Le nom d'affichage est requis",
    typeRequired: 'Le type est requis',
    idTaken: 'Cet identifiant est déjà utilisé',
    idInvalid: "L'identifiant ne doit contenir que des lettres, chiffres et _ (50 caractères au plus)",
    fixErrors: 'Veuillez corriger les erreurs avant de sauvegarder',
    saved: 'Variables sauvegardées avec succès',
    saveFailed: 'Erreur lors de la sauvegarde des variables',
    loadFailed: 'Erreur lors du chargement des données',
    deleted: 'Variable supprimée avec succès',
    globalReserved: 'Cet identifiant est réservé à une variable globale',
  },
  uploads: {
    csvNotAllowed: 'CSV not allowed',
    imageFormat: 'Format non autorisé : seuls les fichiers PNG, JPG et JPEG sont acceptés',
    documentFormat: 'Format non autorisé : seuls les fichiers PDF sont acceptés',
    audioFormat: 'Format non autorisé : seuls les fichiers MP3, WAV et OGG sont acceptés',
    videoFormat: 'Format non autorisé : seules les vidéos MP4 sont acceptées',
    /** size: the file's size in Mo with one decimal, written in the language shown (localDecimal). */
    tooLarge: 'Fichier trop volumineux ({size} Mo) : {limit} Mo maximum',
    uploaded: 'Fichier téléversé avec succès',
    missing: 'Aucun fichier reçu',
    storageFull:
      "Espace de stockage insuffisant sur le serveur : le fichier n'a pas été enregistré. Réessayez plus tard ou prévenez l'administrateur.",
  },
  stats: {
    fetched: 'Statistiques récupérées avec succès.',
    failed: 'Impossible de charger les statistiques globales',
  },
  conversations: {
    notFound: 'Conversation introuvable',
    emptyMessage: 'Le message ne peut pas être vide',
    messageTooLong: 'Le message ne peut pas dépasser 4096 caractères',
    windowClosed:
      "La fenêtre de 24 heures de WhatsApp est fermée : l'utilisateur doit vous écrire avant qu'une réponse libre puisse lui être envoyée.",
    noChannelCredentials:
      "Ce chatbot n'a pas de jeton d'accès : renseignez-le dans les paramètres avancés avant de répondre.",
    webChatUnavailable: "Ce chatbot n'est pas disponible sur le web.",
    invalidWebChatSession: 'Session de discussion invalide : rechargez la page.',
    replySent: 'Réponse envoyée',
    takenOver: 'Vous avez pris la main : le bot ne répond plus à cet utilisateur.',
    handedBack: 'Le bot a repris la conversation.',
    /** The name of the playground's test conversations in the conversation list. */
    testConversationName: 'Conversation de test',
    /** A test conversation of a named user in the list: the user's name, then a mark. */
    testName: '{name} (test)',
    messageNotFound: 'Message introuvable',
    notFailed: "Ce message n'est pas en échec : il n'y a rien à renvoyer.",
    broadcastNotRetried:
      "Ce message appartient à une diffusion : il ne se renvoie pas depuis la conversation. Relancez la diffusion depuis l'écran Diffusion.",
    retried: 'Message renvoyé',
    /** Why a reply did not go out, when the platform's error code has no reason of its own. */
    sendInterrupted:
      "Envoi interrompu par un redémarrage du serveur : le message a peut-être été reçu. Renvoyez-le si le client ne l'a pas eu.",
    channelNotConfigured: "Canal non configuré : ajoutez le jeton d'accès dans les paramètres du chatbot.",
    platformSilent: "Échec de l'envoi : la plateforme n'a pas répondu.",
    sendFailed: "Échec de l'envoi (code {code}).",
    /** A media message in a transcript or the conversation list, when it has no caption. */
    mediaLabels: { image: '📷 Image', audio: '🎤 Audio', document: '📄 Document', video: '🎬 Vidéo' },
    /** Ours: a session opens a few live conversation screens at most (each is a held connection). */
    tooManyLiveStreams:
      'Trop d’écrans de conversation ouverts avec cette session ({max} au plus) : fermez-en un puis réessayez.',
  },
  endUsers: {
    notFound: 'Utilisateur introuvable',
    nameTooLong: 'Le nom est trop long (200 caractères au plus)',
    emailInvalid: 'Veuillez entrer une adresse email valide',
    periodInvalid: 'Période invalide',
    cursorInvalid: 'Position de la liste invalide',
    endUserSaved: 'Utilisateur modifié avec succès',
    /** Ours: 'Tous' streamed lists at once per account (each holds the server for a while). */
    wholeListBusy:
      'La liste complète de vos utilisateurs est déjà en cours de chargement : attendez la fin, puis réessayez.',
  },
  commerce: {
    notConfigured: "La boutique en ligne n'est pas configurée sur ce serveur.",
  },
} as const;

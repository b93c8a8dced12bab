/**
 * The French messages the screens show, quoted from the spec. The server sends these in its error
 * bodies so that the screen can display `message` as is.
 */
export const messages = {
  common: {
    unexpected: 'Une erreur est survenue. Veuillez réessayer.',
    serverUnreachable: 'Impossible de joindre le serveur. Veuillez réessayer plus tard.',
    invalidRequest: 'Requête invalide.',
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    payloadTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: 'Type de contenu non pris en charge.',
    routeNotFound: 'Route introuvable.',
    internal: 'Erreur interne du serveur.',
    tooManyAttempts: (minutes: number) =>
      `Trop de tentatives. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
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
    success: 'Connexion réussie',
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
    phoneTooShort: (length: number, min: number) =>
      `Le numéro est trop court (${length}/${min} chiffres minimum)`,
    phoneTooLong: (length: number, max: number) =>
      `Le numéro est trop long (${length}/${max} chiffres maximum)`,
    phoneLengthRange: (min: number, max: number) =>
      `Le numéro de téléphone doit contenir entre ${min} et ${max} chiffres.`,
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
    failedPrefix: "Échec de l'inscription: ",
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
} as const;

/**
 * The French texts of the profile and account settings calls, the source (the spec shows none:
 * ours). Do not re-word a French text: the tests and the e2e quote them.
 */
export default {
  nameRequired: 'Le nom complet est requis',
  nameTooLong: 'Le nom ne peut pas dépasser 200 caractères',
  phoneInvalid:
    'Numéro de téléphone invalide : indiquez-le avec son indicatif, par exemple +221 77 123 45 67',
  birthDateInvalid: 'Date de naissance invalide',
  locationTooLong: 'La localisation ne peut pas dépasser 120 caractères',
  bioTooLong: 'La bio ne peut pas dépasser 500 caractères',
  languageInvalid: 'Langue non prise en charge',
  visibilityInvalid: 'Visibilité du profil invalide',
  emailInUse: 'Cet email est déjà associé à un compte.',
  phoneInUse: 'Ce numéro de téléphone est déjà associé à un compte.',
  profileSaved: 'Profil mis à jour',
  settingsSaved: 'Paramètres enregistrés',
  avatarSaved: 'Photo de profil mise à jour',
  avatarFormat: 'La photo doit être une image JPG ou PNG',
  avatarTooLarge: 'La photo ne doit pas dépasser 5 Mo',
  sessionNotFound: 'Session introuvable',
  currentSession: 'Pour fermer la session en cours, utilisez « Déconnexion »',
  sessionRevoked: 'Session déconnectée',
  otherSessionsRevoked:
    '{count, plural, =0 {Aucune autre session ouverte} =1 {1 autre session déconnectée} other {{count} autres sessions déconnectées}}',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  newPasswordWeak: 'Le nouveau mot de passe ne respecte pas tous les critères',
  newPasswordSame: "Le nouveau mot de passe doit être différent de l'actuel",
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  passwordChanged: 'Mot de passe modifié : vos autres sessions ont été déconnectées.',
  invoiceNotFound: 'Facture introuvable',
  /** Ours: one export at a time per account, a few per hour (each reads the whole account). */
  exportRunning:
    'Un export de vos données est déjà en cours : attendez qu’il se termine avant d’en demander un autre.',
  exportServerBusy: 'Le serveur prépare déjà d’autres exports : réessayez dans quelques minutes.',
  exportLimit:
    'Vous avez demandé plusieurs exports de vos données en peu de temps : réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  deletionPasswordRequired: 'Saisissez votre mot de passe pour confirmer la suppression',
  deletionNotConfirmed: 'Confirmez la suppression du compte : cette action est irréversible.',
  deletionWrongPassword: 'Mot de passe incorrect : le compte n’a pas été supprimé.',
  accountDeleted: 'Votre compte et toutes ses données ont été supprimés.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  twoFactorCodeRequired: 'Saisissez le code à 6 chiffres de votre application',
  twoFactorCodeWrong:
    'Code incorrect : vérifiez l’heure de votre téléphone et saisissez le code affiché maintenant.',
  twoFactorCodeReused: 'Ce code a déjà été utilisé : attendez le suivant.',
  twoFactorNotStarted: 'Commencez par « Activer » pour obtenir un QR code.',
  twoFactorAlreadyEnabled: 'La double authentification est déjà activée.',
  twoFactorNotEnabled: 'La double authentification n’est pas activée.',
  twoFactorEnabled: 'Double authentification activée : gardez vos codes de secours en lieu sûr.',
  twoFactorDisabled: 'Double authentification désactivée.',
  recoveryCodesRenewed: 'Nouveaux codes de secours créés : les anciens ne fonctionnent plus.',
  twoFactorPasswordWrong: 'Mot de passe incorrect : la double authentification reste activée.',
  /** How the sessions list names the browser and system behind a session. */
  device: {
    unknown: 'Appareil inconnu',
    unknownBrowser: 'Navigateur inconnu',
    browserOn: '{browser} sur {system}',
    someBrowserOn: 'Navigateur sur {system}',
  },
} as const;

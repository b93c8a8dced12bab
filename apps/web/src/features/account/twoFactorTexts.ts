/** The two-factor card's French texts. */
export const twoFactorTexts = {
  title: 'Double authentification',
  intro:
    'En plus du mot de passe, un code à 6 chiffres de votre application d’authentification (Google Authenticator, Microsoft Authenticator, 2FAS…) sera demandé à chaque connexion.',
  enabledSince: (date: string) => `Activée depuis le ${date}`,
  disabled: 'Désactivée',
  enable: 'Activer la double authentification',
  scanTitle: '1. Scannez ce QR code avec votre application',
  qrAlt: 'QR code à scanner avec votre application d’authentification',
  manualKey: 'Ou saisissez cette clé à la main',
  copy: 'Copier',
  copied: 'Copié',
  confirmTitle: '2. Saisissez le code affiché par l’application',
  code: 'Code à 6 chiffres',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  recoveryTitle: 'Vos codes de secours',
  recoveryIntro:
    'Chaque code remplace une fois le code de l’application, si vous perdez votre téléphone. Ils ne seront plus affichés : copiez-les ou téléchargez-les maintenant.',
  copyCodes: 'Copier les codes',
  downloadCodes: 'Télécharger (.txt)',
  codesSaved: 'J’ai mis mes codes en lieu sûr',
  codesLeft: (count: number) =>
    count === 0
      ? 'Plus aucun code de secours : créez-en de nouveaux.'
      : count === 1
        ? '1 code de secours restant'
        : `${count} codes de secours restants`,
  renew: 'Nouveaux codes de secours',
  renewTitle: 'Remplacer les codes de secours',
  renewHint: 'Les anciens codes ne fonctionneront plus.',
  disable: 'Désactiver',
  disableTitle: 'Désactiver la double authentification',
  disableHint: 'Votre mot de passe et un code de l’application (ou un code de secours) sont nécessaires.',
  password: 'Mot de passe',
  codeOrRecovery: 'Code à 6 chiffres ou code de secours',
  loadFailed: 'Impossible de charger l’état de la double authentification.',
  failed: 'L’opération n’a pas abouti.',
  codesFileName: 'griot-codes-de-secours.txt',
};

export default {
  label: 'Langue du widget',
  description:
    'La langue des textes du widget lui-même (champ de saisie, boutons, erreurs). Les messages de vos flux restent tels que vous les avez écrits.',
  auto: 'Automatique (langue du navigateur du visiteur, sinon français)',
  saved: 'Langue du widget enregistrée',
  saveFailed: "La langue du widget n'a pas pu être enregistrée",
} as const;

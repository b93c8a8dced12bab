export default {
  label: 'Langue du chatbot',
  description:
    'La langue des mots du chatbot lui-même avec vos utilisateurs : le widget (champ de saisie, boutons, erreurs), la réponse à une saisie invalide, les boutons par défaut, le passage à un conseiller. Les messages de vos flux restent tels que vous les avez écrits.',
  auto: "Automatique (langue de l'utilisateur quand son canal l'indique, sinon français)",
  saved: 'Langue du chatbot enregistrée',
  saveFailed: "La langue du chatbot n'a pas pu être enregistrée",
} as const;

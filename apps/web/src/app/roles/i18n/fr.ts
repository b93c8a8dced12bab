/** What the screens say to a member whose role does not open a page or an action (French source). */
export default {
  noAccess: {
    title: 'Votre rôle ({role}) ne donne pas accès à cette page.',
    text: "Si vous en avez besoin pour votre travail, demandez à un administrateur de l'espace de travail de changer votre rôle.",
    home: "Retour à l'accueil",
    chatbots: 'Voir les chatbots',
  },
  noWorkspace: {
    title: 'Vous ne travaillez dans aucun espace de travail.',
    text: 'Créez votre espace de travail ou demandez une invitation à son administrateur.',
  },
} as const;

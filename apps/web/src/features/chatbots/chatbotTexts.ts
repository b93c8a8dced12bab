/**
 * Screen texts of the chatbot screens that the contract's catalogue (`messages.chatbots`) does not
 * hold because the server never sends them: the browser's own errors, session checks and progress notices.
 */
export const chatbotTexts = {
  /** A main flow empty or incomplete: the server's reasons, each a sentence's end. */
  silent: (reasons: readonly string[]) => `Ce chatbot ne répondra pas : ${reasons.join(' ')}`,
  silentFix: 'Compléter les flux dans l’éditeur',
  list: {
    userMissing: 'Données utilisateur non trouvées. Veuillez vous reconnecter.',
    tokenMissing: "Token d'authentification non trouvé. Veuillez vous reconnecter.",
    loadFailedWithStatus: (status: number) => `Erreur lors du chargement des chatbots (${status}).`,
    unreachable: 'Impossible de communiquer avec le serveur. Veuillez vérifier votre connexion.',
    loadFailed: 'Une erreur est survenue lors du chargement des chatbots.',
    empty: 'Aucun chatbot trouvé',
  },
  session: {
    userMissing: 'Données utilisateur non trouvées',
    invalidStructure: 'Structure de données utilisateur invalide',
    invalidFormat: 'Format de données utilisateur invalide',
  },
  create: {
    creating: 'Création du chatbot en cours...',
    unreachable: 'Impossible de contacter le serveur',
  },
  settings: {
    invalidResponse: 'Format de réponse invalide',
    loadFailed: 'Erreur lors de la récupération des détails du chatbot',
    noData: 'Aucune donnée de chatbot disponible',
    avatarUploadFailed: "Erreur lors de l'upload de l'avatar",
    avatarUpdateFailed: "Erreur lors de la mise à jour de l'avatar",
    copied: 'Copié dans le presse-papiers !',
    copyFailed: 'Erreur lors de la copie',
  },
} as const;

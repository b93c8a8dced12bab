/** The French texts of broadcasts, server and screen alike (seed 000 §8 'Broadcast' first). */
export const broadcastMessages = {
  unknownError: 'Erreur inconnue',
  messageStatus: (status: string | undefined) => `Statut du message: ${status ?? 'non trouvé'}`,
  sendFailed: (detail: string) => `Erreur lors de l'envoi: ${detail}`,
  missingPhone: 'Numéro de téléphone ou ID du chatbot manquant',
  noUser: 'Aucun utilisateur trouvé',
  noModel: 'Aucun message broadcast disponible',
  noReport: 'Aucune réponse à afficher',
  notWhatsApp: 'Les diffusions ne sont possibles que pour un chatbot WhatsApp',
  notConfigured: "Le chatbot n'a pas de numéro WhatsApp configuré (identifiant du numéro et jeton d'accès)",
  noWaba: "Renseignez l'identifiant du compte WhatsApp Business (WABA) du chatbot pour lister ses modèles",
  modelUnknown: "Ce modèle n'existe pas, n'est pas approuvé ou n'appartient pas à ce chatbot",
  parameterCount: (expected: number, given: number) =>
    `Ce modèle attend ${expected} paramètre(s), ${given} fourni(s)`,
  parameterMissing: (key: string) => `Le paramètre {{${key}}} n'a pas de valeur`,
  templatesUnavailable: 'Impossible de lire les modèles WhatsApp pour le moment. Réessayez plus tard.',
  endUserUnknown: 'Utilisateur introuvable',
  campaignUnknown: 'Diffusion introuvable',
  campaignFinished: 'Cette diffusion est déjà terminée',
  noRecipient: 'Aucun utilisateur à qui envoyer : toutes les conditions excluent vos utilisateurs',
  statusLabels: { success: 'Succès', failure: 'Échec', error: 'Erreur', pending: 'Non traité' },
} as const;

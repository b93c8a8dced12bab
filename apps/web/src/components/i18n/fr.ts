/** The words every screen shares: its actions, its loading and failure states. */
export default {
  actions: {
    cancel: 'Annuler',
    save: 'Enregistrer',
    delete: 'Supprimer',
    edit: 'Modifier',
    close: 'Fermer',
    back: 'Retour',
    next: 'Suivant',
    retry: 'Réessayer',
    confirm: 'Confirmer',
  },
  states: {
    loading: 'Chargement…',
    checkConnection: 'Vérifiez votre connexion, puis réessayez.',
  },
} as const;

/** The labels of the local models' editor (the server's texts are in broadcastMessages.local). */
export const localModelTexts = {
  modalTitle: 'Modèles locaux',
  intro:
    'Vos propres messages, envoyés comme texte WhatsApp aux clients qui vous ont écrit dans les dernières 24 h.',
  loading: 'Chargement des modèles locaux...',
  loadFailed: 'Impossible de charger les modèles locaux. Réessayez plus tard.',
  create: 'Nouveau modèle',
  edit: 'Modifier',
  remove: 'Supprimer',
  editTitle: 'Modifier le modèle local',
  createTitle: 'Nouveau modèle local',
  confirmRemove: (title: string) =>
    `Supprimer le modèle « ${title} » ? Les diffusions déjà lancées ne changent pas.`,
  confirm: 'Oui, supprimer',
  cancel: 'Annuler',
  back: 'Retour à la liste',
  save: 'Enregistrer',
  title: 'Titre',
  titlePlaceholder: 'relance_panier',
  langage: 'Langue',
  content: 'Contenu',
  contentPlaceholder: 'Bonjour {{1}}, votre panier vous attend !',
  preview: 'Aperçu',
  previewEmpty: 'Le message apparaîtra ici.',
  variables: (count: number) =>
    count === 0 ? 'Aucune variable' : `${count} variable${count > 1 ? 's' : ''} à remplir à l’envoi`,
  characters: (count: number, max: number) => `${count}/${max} caractères`,
  failed: 'Le modèle n’a pas pu être enregistré. Réessayez plus tard.',
  removeFailed: 'Le modèle n’a pas pu être supprimé. Réessayez plus tard.',
};

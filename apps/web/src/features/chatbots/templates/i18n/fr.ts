/** Starting a chatbot from a template ('Partir d'un modèle') on the creation page, in French (the source). */
export default {
  start: {
    label: 'Comment voulez-vous commencer ?',
    blank: 'Partir de zéro',
    template: 'Partir d’un modèle',
  },
  intro:
    'Des chatbots complets, écrits pour de vrais commerces : choisissez-en un, puis adaptez les textes, les prix et les numéros dans l’éditeur de flux.',
  blocks: '{count, plural, one {# bloc} other {# blocs}}',
  use: 'Utiliser ce modèle',
  /** The button's accessible name, which says which template it uses. */
  useNamed: 'Utiliser le modèle « {name} »',
  highlights: {
    condition: 'Condition',
    split: 'Test A/B',
    wait_until: 'Relance',
    list: 'Liste',
    answer: 'Questions',
    notification: 'Notification',
    request: 'Requête',
    location_request_message: 'Localisation',
    griot_ia: 'GRIOT IA',
    agent: 'Agent humain',
  },
  loading: 'Chargement des modèles…',
  loadFailedTitle: 'Les modèles ne se chargent pas',
  loadFailed: 'Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  emptyTitle: 'Aucun modèle disponible',
  empty: 'Partez de zéro : vous pourrez importer un chatbot plus tard.',
  modal: {
    title: 'Créer à partir du modèle « {name} »',
    name: 'Nom du chatbot',
    channel: 'Canal',
    channelHelp: 'Vous pourrez relier le numéro ou la page dans les paramètres du chatbot.',
    cancel: 'Annuler',
    submit: 'Créer le chatbot',
    nameRequired: 'Le nom du chatbot est obligatoire',
  },
  created: 'Chatbot « {name} » créé : ouverture de l’éditeur de flux.',
  createFailed: 'Le chatbot n’a pas pu être créé. Réessayez.',
  unreachable: 'Le serveur ne répond pas. Vérifiez votre connexion, puis réessayez.',
} as const;

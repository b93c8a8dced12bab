/** The home of a member without the figures (an agent): the conversations to answer (French source). */
export default {
  title: 'Vos conversations',
  intro:
    'Les conversations des chatbots de cet espace de travail, celles qui attendent une réponse en premier.',
  unread:
    '{count, plural, =0 {Aucune conversation non lue} one {# conversation non lue} other {# conversations non lues}}',
  unreadLoading: 'Conversations non lues en cours de chargement',
  unreadFailed: 'Conversations non lues indisponibles',
  open: 'Ouvrir les conversations',
  openOf: 'Ouvrir les conversations de {name}',
  loading: 'Chargement des chatbots',
  empty: {
    title: 'Aucun chatbot dans cet espace de travail',
    text: "Les conversations s'afficheront ici dès qu'un éditeur aura créé un chatbot.",
  },
  failed: 'Impossible de charger les chatbots',
} as const;

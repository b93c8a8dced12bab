/** The chatbot dashboard ('Tableau de bord Chatbot') in French, the source. */
export default {
  intro: "L'activité de votre chatbot, calculée sur ses vraies conversations.",
  notFound: 'Chatbot introuvable',
  notFoundText: 'Vérifiez le lien, ou revenez à la liste de vos chatbots.',
  loadFailed: 'Impossible de charger le chatbot',
  backToChatbots: 'Retour aux chatbots',
  cards: {
    chatbot: 'Chatbot',
    users: 'Utilisateurs',
    interactions: 'Interactions',
  },
  activity: 'Activité',
  conversations: 'Conversations',
  /** The trend badge: '+33,3 %'. */
  trend: '{value} %',
  view: 'Vue',
  views: {
    dau: 'Utilisateurs actifs (DAU)',
    growth: 'Croissance',
    average: 'Interactions moyennes',
  },
  period: 'Période de croissance',
  months: '{count} mois',
  kpisFailed: 'Impossible de charger les indicateurs.',
  kpisLoading: 'Chargement des indicateurs',
  endUsers: 'Utilisateurs du chatbot',
  /** The charts' series, in their legends and tooltips. */
  series: {
    activeUsers: 'Utilisateurs actifs',
    excludingNew: 'Hors nouveaux',
    newUsers: 'Nouveaux utilisateurs',
    monthlyActive: 'Utilisateurs actifs (MAU)',
    averageInteractions: 'Interactions moyennes',
  },
} as const;

/**
 * The dashboard home in French, the source. Counts take `count` (the number, for the plural) and
 * `countText` (the same number as formatNumber writes it).
 */
export default {
  loading: 'Chargement des statistiques',
  noDiscussion: 'Aucune discussion pour le moment',
  /** A signed percentage: '+150 %'. */
  percent: '{value} %',
  counts: {
    discussions: '{count, plural, one {{countText} discussion} other {{countText} discussions}}',
    users: '{count, plural, one {{countText} utilisateur} other {{countText} utilisateurs}}',
    messages: '{count, plural, one {{countText} message} other {{countText} messages}}',
  },
  cards: {
    activeChatbots: 'Chatbots actifs',
    activeShare: '{percent} % de chatbots actifs',
    activeUsers: 'Utilisateurs actifs',
    activeUsersHint: 'Contacts ayant échangé avec vos chatbots',
    discussions: 'Discussions',
    discussionsHint: "Sur l'ensemble de vos chatbots",
    totalChatbots: 'Total chatbots',
    totalHint: 'Actifs et inactifs confondus',
  },
  performance: {
    title: 'Performance des chatbots',
    intro: 'Vos chatbots les plus actifs, par nombre de discussions',
    growthHint: 'Écart entre le 1er et la moyenne des autres',
    /** A bar's name for screen readers: the chatbot, then its counts (counts.*). */
    bar: '{name} : {discussions}, {users}',
    tooltip: '{users} · {discussions}',
  },
  lastDiscussions: {
    title: 'Dernières discussions',
    noName: 'Sans nom',
    seeAll: 'Voir tous les utilisateurs',
  },
  monthly: {
    title: 'Messages par mois',
    none: 'Aucun message reçu sur les 6 derniers mois',
    received:
      '{count, plural, one {{countText} message reçu sur les 6 derniers mois} other {{countText} messages reçus sur les 6 derniers mois}}',
    /** A bar's name for screen readers: 'juin 2025 : 50 messages'. */
    bar: '{month} : {messages}',
  },
  empty: {
    title: 'Bienvenue sur Griot',
    text: "Vous n'avez pas encore de chatbot. Créez le premier pour répondre à vos clients sur WhatsApp, Telegram, Messenger ou le web : ses statistiques apparaîtront ici.",
    create: 'Créer un chatbot',
  },
  /** How long ago a discussion moved. */
  since: {
    now: 'maintenant',
    minutes: 'il y a {count} min',
    hours: 'il y a {count} h',
    days: 'il y a {count} j',
  },
} as const;

/**
 * The team inbox's list, views, filters, live notices, availability and sidebar badge (French, the
 * source). The status, view and availability names are the contract's inboxMessages. The e2e drive
 * the screen by these words: do not re-word one without them.
 */
export default {
  page: {
    settings: 'Réglages de la boîte de réception',
    reports: 'Temps de réponse',
    shortcuts: 'Raccourcis clavier',
    more: 'Plus d’options',
    choose: {
      title: 'Choisissez une conversation',
      text: 'Ouvrez une conversation de la liste pour lire ses messages et répondre. Appuyez sur ? pour voir les raccourcis clavier.',
    },
  },
  views: {
    label: 'Vues de la boîte de réception',
    total: '{count, plural, one {# conversation} other {# conversations}}',
    unread: '{count, plural, one {# non lue} other {# non lues}}',
  },
  search: {
    placeholder: 'Rechercher un nom, un numéro ou un message',
    label: 'Rechercher une conversation',
    clear: 'Effacer la recherche',
  },
  filters: {
    button: 'Filtres',
    buttonActive: '{count, plural, one {Filtres (# actif)} other {Filtres (# actifs)}}',
    title: 'Filtrer les conversations',
    chatbot: 'Chatbot',
    channel: 'Canal',
    label: 'Étiquette',
    status: 'Statut',
    assignee: 'Assignée à',
    anyChatbot: 'Tous les chatbots',
    anyChannel: 'Tous les canaux',
    anyLabel: 'Toutes les étiquettes',
    anyStatus: 'Tous les statuts',
    anyAssignee: 'Tout le monde',
    unassigned: 'Non assignée',
    me: '{name} (vous)',
    clear: 'Effacer les filtres',
    active: 'Filtres actifs',
    chip: '{name} : {value}',
    remove: 'Retirer le filtre {name} : {value}',
    unknown: 'Inconnu',
  },
  list: {
    label: 'Conversations',
    loading: 'Chargement des conversations',
    loadingMore: 'Chargement des conversations suivantes',
    failed: 'Impossible de charger les conversations',
    empty: {
      mine: {
        title: 'Aucune conversation à vous',
        text: 'Les conversations qui vous sont assignées et pas encore résolues apparaîtront ici.',
      },
      unassigned: {
        title: 'Aucune conversation non assignée',
        text: 'Chaque client qui attend une personne a quelqu’un pour lui répondre.',
      },
      all: {
        title: 'Aucune conversation',
        text: 'Les conversations des chatbots de cet espace de travail apparaîtront ici.',
      },
      resolved: {
        title: 'Aucune conversation résolue',
        text: 'Les conversations résolues, rendues au chatbot, apparaîtront ici.',
      },
      filtered: {
        title: 'Aucune conversation ne correspond',
        text: 'Essayez d’autres mots ou effacez les filtres.',
      },
    },
  },
  row: {
    unread: '{count, plural, one {# message non lu} other {# messages non lus}}',
    waitingMinutes: 'attend depuis {minutes} min',
    waitingHours: 'attend depuis {hours} h',
    waitingDays: 'attend depuis {days} j',
    waitingTitle: 'Le client attend une réponse depuis le {date}',
    assignedTo: 'Assignée à {name}',
    unassigned: 'Non assignée',
    snoozedUntil: 'Reportée jusqu’au {date}',
    moreLabels: '{count, plural, one {+# étiquette} other {+# étiquettes}}',
    labels: 'Étiquettes',
  },
  live: {
    assigned: 'Nouvelle conversation assignée : {name}',
    open: 'Ouvrir la conversation',
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    list: 'Dans la liste',
    conversation: 'Dans la conversation',
    anywhere: 'Partout',
    next: 'Conversation suivante',
    previous: 'Conversation précédente',
    move: 'Se déplacer dans la liste',
    open: 'Ouvrir la conversation choisie',
    resolve: 'Résoudre la conversation',
    assignToMe: 'Me l’assigner',
    send: 'Envoyer la réponse',
    newLine: 'Aller à la ligne',
    canned: 'Insérer une réponse rapide',
    help: 'Afficher cette aide',
    keys: { enter: 'Entrée', shift: 'Maj' },
    notInField: 'Ces raccourcis ne s’appliquent pas pendant la saisie d’un texte.',
  },
  availability: {
    button: 'Disponibilité : {state}',
    tooltip:
      'Les membres disponibles reçoivent automatiquement les nouvelles conversations quand l’assignation automatique est activée dans les réglages de la boîte de réception.',
    choose: 'Votre disponibilité',
    saved: 'Disponibilité enregistrée : {state}',
    failed: 'Impossible de changer votre disponibilité',
  },
  sidebar: {
    waiting:
      '{count, plural, one {# conversation attend une personne} other {# conversations attendent une personne}}',
  },
  home: {
    title: 'Boîte de réception',
    text: 'Toutes les conversations de l’espace de travail, assignées et suivies en équipe.',
    waiting:
      '{count, plural, =0 {Aucun client n’attend une personne} one {# client attend une personne} other {# clients attendent une personne}}',
    mine: '{count, plural, =0 {Aucune conversation à vous} one {# conversation à vous} other {# conversations à vous}}',
    open: 'Ouvrir la boîte de réception',
  },
} as const;

/**
 * The French texts of /dashboard/analytics (the period, the tables, the CSV exports' columns), server
 * and screen alike, the source. Do not re-word a French text: the tests and the e2e quote them.
 */
export default {
  badDate: 'Date invalide : utilisez le format AAAA-MM-JJ.',
  periodReversed: 'La date de début doit précéder la date de fin (ou être le même jour).',
  periodTooLong: 'La période ne peut pas dépasser 24 mois.',
  unknownTable: 'Ce tableau n’existe pas : choisissez l’un des tableaux de l’écran Statistiques.',
  /** H-people: the columns of the 'agents' and 'broadcasts' CSV exports. */
  agentsCsv: {
    member: 'Membre',
    unassigned: 'Non assignée',
    conversations: 'Conversations prises en charge',
    resolved: 'Résolues',
    firstResponseMedian: 'Temps de première réponse médian (s)',
    firstResponseP90: 'Temps de première réponse, 90e centile (s)',
    resolutionMedian: 'Temps de résolution médian (s)',
    resolutionP90: 'Temps de résolution, 90e centile (s)',
  },
  broadcastsCsv: {
    broadcast: 'Diffusion',
    chatbot: 'Chatbot',
    startedAt: 'Lancée le',
    recipients: 'Destinataires',
    sent: 'Envoyés',
    delivered: 'Distribués',
    read: 'Lus',
    failed: 'Échecs',
    replies: 'Réponses',
  },
  /** H-assistant: the columns of the 'questions' CSV export (GRIOT IA's end-user questions). */
  questionsCsv: {
    askedAt: 'Posée le',
    chatbot: 'Chatbot',
    question: 'Question',
    result: 'Résultat',
    outcome: 'Issue GRIOT IA',
    confidence: 'Confiance (0 à 1)',
    files: 'Fichiers utilisés',
    answered: 'Répondue',
    lowConfidence: 'Réponse incertaine',
    unanswered: 'Sans réponse',
    escalated: 'Transmise à un agent humain',
  },
  /** H-rollup: the columns of the 'days', 'channels' and 'hours' CSV exports. */
  overviewCsv: {
    day: 'Jour',
    hour: 'Heure',
    channel: 'Canal',
    inbound: 'Messages reçus',
    outbound: 'Messages envoyés',
    answeredByFlow: 'Réponses du flux',
    answeredByGriot: 'Réponses de GRIOT IA',
    answeredByAgent: 'Réponses des agents',
    started: 'Conversations commencées',
    finished: 'Conversations terminées',
    left: 'Abandons',
    newEndUsers: 'Nouveaux utilisateurs',
  },
  /** H-rollup: two CSV exports of the workspace are already being written. */
  exportBusy: 'Deux exports sont déjà en cours pour cet espace de travail : réessayez dans un instant.',
  /** H-funnel: the 'funnel' table of the CSV export (a row per block and per element that waits for an answer). */
  funnelCsv: {
    chatbot: 'Chatbot',
    block: 'Bloc',
    element: 'Élément',
    elementType: 'Type d’élément',
    reached: 'Atteints',
    left: 'Ont quitté ici',
    dropOff: 'Abandon (%)',
    topChoices: 'Choix les plus fréquents',
  },
} as const;

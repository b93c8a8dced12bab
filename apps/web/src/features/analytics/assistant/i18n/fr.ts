/** The analytics screen's GRIOT IA section: what end-users asked the assistant, and what it could not answer. */
export default {
  title: 'GRIOT IA',
  subtitle: 'Ce que vos clients ont demandé à l’assistant, et ce qu’il n’a pas su leur dire.',
  loading: 'Chargement des questions posées à GRIOT IA…',
  failedTitle: 'Les questions de GRIOT IA n’ont pas pu être chargées',
  failedText: 'Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  emptyTitle: "GRIOT IA n'a reçu aucune question sur cette période.",
  emptyText:
    'Activez GRIOT IA sur le bloc par défaut d’un chatbot : les questions de vos clients hors du flux apparaîtront ici.',
  totals: {
    total: 'Questions posées',
    answered: 'Répondues',
    lowConfidence: 'Réponses incertaines',
    unanswered: 'Questions sans réponse',
    escalated: 'Transmises à un agent humain',
  },
  bar: {
    label: 'Répartition des questions de la période',
    segment: '{label} : {count} ({share} %)',
  },
  groups: {
    title: 'Questions à traiter',
    subtitle:
      'Les questions auxquelles GRIOT IA n’a pas su répondre, ou a répondu sans certitude, regroupées quand elles se ressemblent.',
    empty: 'Aucune question sans réponse sur cette période : GRIOT IA a répondu à toutes.',
    count: '{count, plural, one {# fois} other {# fois}}',
    unanswered: 'Sans réponse',
    lowConfidence: 'Réponse incertaine',
    lastAsked: 'Dernière fois le {day} à {time}',
    chatbot: 'Chatbot : {name}',
    showExamples: '{count, plural, one {Voir # autre formulation} other {Voir # autres formulations}}',
    hideExamples: 'Masquer les formulations',
    showMore: '{count, plural, one {Voir l’autre question} other {Voir les # autres questions}}',
    addToKnowledge: 'Ajouter à la base de connaissances',
    createBlock: 'Créer un bloc',
    copied:
      'Question copiée : ajoutez-la avec sa réponse dans un fichier, puis importez-le dans la base de connaissances.',
    copyFailed:
      'La question n’a pas pu être copiée : ajoutez sa réponse dans un fichier de la base de connaissances.',
    limited: 'Regroupées parmi les 2 000 dernières questions de la période.',
  },
  files: {
    title: 'Réponses par fichier',
    subtitle: 'Les questions auxquelles chaque fichier de la base de connaissances a aidé à répondre.',
    file: 'Fichier',
    answered: 'Réponses',
    share: 'Part des réponses',
    shareValue: '{share} %',
    unused: 'Jamais utilisé',
    empty: 'Aucun fichier dans la base de connaissances de ce périmètre.',
  },
} as const;

/** The analytics screen's funnel section: the flow's main path, every block, the top choices. */
export default {
  title: 'Entonnoir du flux',
  subtitle: 'Le parcours principal depuis le bloc d’accueil, et où les conversations s’arrêtent.',
  openEditor: 'Voir dans l’éditeur',
  loading: 'Chargement de l’entonnoir…',
  failedTitle: 'L’entonnoir n’a pas pu être chargé',
  failedText: 'Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  emptyTitle: 'Aucune conversation sur cette période',
  emptyText: 'Dès que des clients écriront à ce chatbot, vous verrez ici jusqu’où ils vont dans le flux.',
  conversations:
    '{count, plural, =0 {Aucune conversation commencée} one {# conversation commencée} other {# conversations commencées}}',
  path: {
    title: 'Parcours principal',
    label: 'Entonnoir du parcours principal',
    step: '{name} : {reached} atteints, {share} % du départ',
    share: '{share} % du départ',
    drop: '−{count} ({rate} %)',
    dropLabel: '{count} conversations perdues avant cette étape ({rate} %)',
    single: 'Le bloc d’accueil ne mène vers aucun bloc atteint sur cette période.',
  },
  table: {
    title: 'Tous les blocs',
    block: 'Bloc',
    reached: 'Atteints',
    left: 'Ont quitté ici',
    dropOff: 'Abandon',
    sortBy: 'Trier par {column}',
    notReached: 'Jamais atteint',
    silent: 'Bloc de décision',
    silentHint:
      'Ce bloc n’envoie rien (conditions, test A/B, redirections) : ses conversations sont comptées dans les blocs où il mène.',
    none: '—',
  },
  choices: {
    title: 'Choix les plus fréquents',
    empty: 'Aucun bouton ni ligne de liste choisi sur cette période.',
    element: '{block} · {label}',
    bar: '{label} : {count}',
    count: '{count, plural, one {# choix} other {# choix}}',
  },
  rate: '{rate} %',
} as const;

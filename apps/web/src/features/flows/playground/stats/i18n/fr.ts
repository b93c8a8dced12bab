/** The playground's 'Statistiques' overlay: reached / left on each block and waiting element. */
export default {
  toggle: 'Statistiques',
  toggleHint: 'Afficher sur chaque bloc combien de conversations l’ont atteint et y ont abandonné',
  period: 'Période des statistiques',
  days: '{count} jours',
  loading: 'Chargement des statistiques…',
  failed: 'Les statistiques n’ont pas pu être chargées.',
  retry: 'Réessayer',
  summary:
    '{count, plural, =0 {Aucune conversation commencée} one {# conversation commencée} other {# conversations commencées}} sur les {days} derniers jours',
  legend: 'Atteints · ont quitté ici (abandon)',
  badge: '{reached} · {left} ({rate} %)',
  badgeNone: '0 atteint',
  badgeLabel: '{reached} atteints, {left} ont quitté ici, abandon {rate} %',
  badgeLabelNone: 'Aucune conversation n’a atteint ce bloc',
  badgeSilent: 'Décision',
  badgeLabelSilent:
    'Bloc de décision : il n’envoie rien, ses conversations sont comptées dans les blocs où il mène',
  element: {
    title: 'Statistiques de cet élément',
    figures: '{reached} atteints · {left} ont quitté ici ({rate} %)',
    none: 'Personne n’a atteint cet élément sur la période.',
    choices: 'Choix les plus fréquents',
    choice: '{label} : {count}',
  },
} as const;

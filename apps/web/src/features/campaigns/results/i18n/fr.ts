/** The French texts of a campaign's results tools (report, responders' segment, pause banner), the source. */
export default {
  report: {
    button: 'Télécharger le rapport (CSV)',
    failed: 'Le rapport n’a pas pu être téléchargé. Réessayez.',
  },
  responders: {
    open: 'Créer un segment',
    title: 'Créer un segment à partir de cette campagne',
    intro:
      'Les destinataires choisis reçoivent un tag : vous pourrez leur envoyer une nouvelle campagne en une condition.',
    who: 'Qui ?',
    replied: 'Ont répondu (24 h)',
    clicked: 'Ont cliqué un bouton',
    read: 'Ont lu',
    create: 'Créer le segment',
    cancel: 'Annuler',
    close: 'Fermer',
    created: '{count, plural, one {# destinataire porte} other {# destinataires portent}} désormais le tag :',
    compose: 'Composer une campagne vers ce segment',
    failed: 'Le segment n’a pas pu être créé. Réessayez.',
  },
  pause: {
    title: 'Campagne mise en pause automatiquement',
    whatToDo: 'Que faire ?',
  },
} as const;

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
    advice: {
      quality:
        'Vérifiez la qualité du numéro dans le WhatsApp Manager de Meta, réduisez la fréquence des envois et ciblez des clients qui ont donné leur consentement, puis reprenez la campagne.',
      template:
        'Modifiez le modèle ou choisissez-en un autre, approuvé et de bonne qualité, puis reprenez la campagne.',
      account:
        'Consultez les notifications de votre compte dans le Business Manager de Meta ; reprenez la campagne une fois la restriction levée.',
      failures:
        'Consultez le rapport : numéros invalides, modèle refusé ou liste de contacts ancienne. Corrigez la cause, puis reprenez la campagne.',
      other:
        'Corrigez le problème indiqué, puis cliquez sur « Reprendre » : la campagne continue là où elle s’est arrêtée.',
    },
  },
} as const;

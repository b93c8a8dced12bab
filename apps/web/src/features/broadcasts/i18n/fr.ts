/**
 * The broadcast panel's own words: the matching end-users, the model and its placeholders, the
 * campaign's progress and report, the local models' editor. The server's texts (and those the
 * screen shares with it) are the contract's broadcastMessages.
 */
export default {
  panel: {
    campaignsLink: 'Planifier ou tester A/B → Campagnes',
    title: 'Utilisateurs correspondants',
    searchFirst:
      'Lancez une recherche dans « Conditions » pour voir les utilisateurs à qui diffuser un message.',
    /** {count} chooses the words; {formatted} is the number as written ('1 234'). */
    matched: '{count, plural, one {{formatted} utilisateur} other {{formatted} utilisateurs}} : {summary}',
    matchedWithIgnored:
      '{count, plural, one {{formatted} utilisateur} other {{formatted} utilisateurs}} : {summary} ({ignoredCount, plural, other {{ignored} désabonné(s) ou sans numéro, ignorés}})',
    listLabel: 'Liste des utilisateurs correspondants',
    noName: 'Sans nom',
    more: '… et {count} autres',
    send: 'Envoyer à {count, plural, one {{formatted} utilisateur} other {{formatted} utilisateurs}}',
  },
  slot: {
    /** The placeholder as the model shows it: '{{1}}', '{{1}} de l’en-tête', '{{1}} du bouton 1'. */
    name: "{component, select, header {'{{'{key}'}}' de l’en-tête} button {'{{'{key}'}}' du bouton {button}} other {'{{'{key}'}}'}}",
  },
  missing: {
    withFallback:
      '{count, plural, one {{formatted} destinataire n’a pas de valeur} other {{formatted} destinataires n’ont pas de valeur}} pour {slot} : « {fallback} » sera envoyé.',
    noFallbackYet: 'Indiquez une valeur par défaut pour {slot} : elle sera envoyée à qui n’a pas de valeur.',
    noFallback:
      '{count, plural, one {{formatted} destinataire n’a pas de valeur} other {{formatted} destinataires n’ont pas de valeur}} pour {slot} et aucune valeur par défaut n’est indiquée : indiquez-en une pour envoyer.',
  },
  picker: {
    label: 'Modèle de message',
    loading: 'Chargement des modèles...',
    placeholder: 'Choisissez un modèle',
  },
  campaign: {
    loading: 'Chargement de la diffusion...',
    status: { running: 'En cours', paused: 'En pause', cancelled: 'Annulée', finished: 'Terminée' },
    progressLabel: 'Progression de la diffusion',
    pause: 'Mettre en pause',
    resume: 'Reprendre',
    cancel: 'Annuler la diffusion',
    summary:
      'Message envoyé à {count, plural, one {{succeeded} utilisateur} other {{succeeded} utilisateurs}} sur {total} (taux de réussite {rate} %) · {delivered} remis · {read} lus',
    succeeded: 'Succès {count}',
    failed: 'Échec {count}',
    errors: 'Erreur {count}',
    notProcessed: 'Non traité {count}',
    showReport: 'Voir le rapport',
    hideReport: 'Masquer le rapport',
    nextPage: 'Page suivante du rapport',
    previousPage: 'Page précédente du rapport',
    page: 'Page {page} du rapport',
  },
  report: {
    label: 'Rapport de diffusion',
    phone: 'Téléphone',
    status: 'Statut',
    messageId: 'Identifiant du message',
    details: 'Détails',
    date: 'Date',
    /** A recipient's status (the report's wire values are the French words). */
    statuses: { success: 'Succès', failure: 'Échec', error: 'Erreur', pending: 'Non traité' },
    read: 'Lu',
    delivered: 'Remis',
    reply: 'Réponse',
    /** The link of a recipient who wrote back within 24 h; its accessible name says whose. */
    openConversation: 'Voir la conversation',
    openConversationOf: 'Voir la conversation de {who} (réponse le {date})',
  },
  recent: {
    title: 'Diffusions récentes',
    /** A status inside the recent broadcasts' line: 'promo · terminée · 3/3'. */
    status: { running: 'en cours', paused: 'en pause', cancelled: 'annulée', finished: 'terminée' },
  },
  local: {
    modalTitle: 'Modèles locaux',
    intro:
      'Vos propres messages, envoyés comme texte WhatsApp aux clients qui vous ont écrit dans les dernières 24 h.',
    loading: 'Chargement des modèles locaux...',
    loadFailed: 'Impossible de charger les modèles locaux. Réessayez plus tard.',
    create: 'Nouveau modèle',
    editModel: 'Modifier {title}',
    removeModel: 'Supprimer {title}',
    editTitle: 'Modifier le modèle local',
    createTitle: 'Nouveau modèle local',
    confirmRemove: 'Supprimer le modèle « {title} » ? Les diffusions déjà lancées ne changent pas.',
    confirm: 'Oui, supprimer',
    title: 'Titre',
    titlePlaceholder: 'relance_panier',
    langage: 'Langue',
    /** The languages a local model may be written in. */
    languages: {
      fr: 'Français',
      en: 'Anglais',
      wo: 'Wolof',
      ar: 'Arabe',
      pt: 'Portugais',
      es: 'Espagnol',
    },
    languageOption: '{language} ({code})',
    content: 'Contenu',
    contentPlaceholder: "Bonjour '{{'1'}}', votre panier vous attend !",
    preview: 'Aperçu',
    previewEmpty: 'Le message apparaîtra ici.',
    variables:
      '{count, plural, =0 {Aucune variable} one {# variable à remplir à l’envoi} other {# variables à remplir à l’envoi}}',
    characters: '{count}/{max} caractères',
    failed: 'Le modèle n’a pas pu être enregistré. Réessayez plus tard.',
    removeFailed: 'Le modèle n’a pas pu être supprimé. Réessayez plus tard.',
  },
} as const;

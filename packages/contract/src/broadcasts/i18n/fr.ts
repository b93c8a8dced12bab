/**
 * The French texts of broadcasts, server and screen alike, the source: the screen's own first,
 * then ours. Do not re-word a French text: the tests and the e2e quote them. `'{{'1'}}'` is ICU
 * quoting for the literal {{1}} a template shows.
 */
export default {
  unknownError: 'Erreur inconnue',
  messageStatus: 'Statut du message: {status}',
  /** messageStatus when Meta gave no status. */
  messageStatusMissing: 'Statut du message: non trouvé',
  sendFailed: "Erreur lors de l'envoi: {detail}",
  missingPhone: 'Numéro de téléphone ou ID du chatbot manquant',
  noUser: 'Aucun utilisateur trouvé',
  noModel: 'Aucun message broadcast disponible',
  noReport: 'Aucune réponse à afficher',
  notWhatsApp: 'Les diffusions ne sont possibles que pour un chatbot WhatsApp',
  notConfigured: "Le chatbot n'a pas de numéro WhatsApp configuré (identifiant du numéro et jeton d'accès)",
  noWaba: "Renseignez l'identifiant du compte WhatsApp Business (WABA) du chatbot pour lister ses modèles",
  modelUnknown: "Ce modèle n'existe pas, n'est pas approuvé ou n'appartient pas à ce chatbot",
  parameterCount: 'Ce modèle attend {expected} paramètre(s), {given} fourni(s)',
  /** A template parameter in words (read through parameterName), as the owner sees it in the template. */
  parameter: {
    header: "La variable '{{'{name}'}}' de l’en-tête",
    button: "La variable '{{'{name}'}}' du bouton {button}",
    body: "La variable '{{'{name}'}}' du message",
    other: "La variable '{{'{key}'}}'",
  },
  /** parameter: a parameter in words (parameterName). */
  parameterMissing: "{parameter} n'a pas de valeur",
  parameterLayout:
    '{parameter} ne peut contenir ni retour à la ligne, ni tabulation, ni plus de 4 espaces à la suite (WhatsApp le refuse)',
  templatesUnavailable: 'Impossible de lire les modèles WhatsApp pour le moment. Réessayez plus tard.',
  endUserUnknown: 'Utilisateur introuvable',
  campaignUnknown: 'Diffusion introuvable',
  campaignFinished: 'Cette diffusion est déjà terminée',
  noRecipient: 'Aucun utilisateur à qui envoyer : toutes les conditions excluent vos utilisateurs',
  autoPaused: 'Diffusion mise en pause automatiquement',
  autoPausedHint:
    'Les utilisateurs restants n’ont rien reçu. Corrigez le problème, puis cliquez sur « Reprendre » : la diffusion continue là où elle s’est arrêtée.',
  sendFailure: "Échec de l'envoi (code {code}).",
  sent: 'Message envoyé',
  endUserOptedOut: 'Cet utilisateur s’est désabonné (STOP)',
  /** Why a recipient is left out when a campaign starts (the outside-window reason is local.outsideWindow). */
  skipReasons: {
    optedOut: 'Désabonné (STOP)',
    invalidNumber: 'Numéro WhatsApp invalide',
    notOnWhatsApp: 'Pas sur WhatsApp',
  },
  /** A failed status from Meta that carries no text of its own. */
  failedByMeta: 'Échec signalé par Meta',
  /** A campaign-wide Graph error with no French reason of ours. */
  refusedByMeta: 'Refusé par Meta.',
  /** Meta held a campaign's message for its recipients' sake (131049): tried again later, then given up. */
  heldByMetaRetry: 'Limité par Meta : nouvel essai plus tard',
  heldByMeta: 'Limité par Meta',
  /** Meta's words after ours when the number cannot receive WhatsApp (131026). */
  invalidNumberDetail: 'Numéro WhatsApp invalide : {detail}',
  local: {
    titleRequired: 'Le titre est obligatoire',
    titleTooLong: 'Le titre ne doit pas dépasser 60 caractères',
    titleFormat:
      'Le titre ne peut contenir que des lettres, des chiffres, des espaces, des tirets (-) et des tirets bas (_)',
    contentRequired: 'Le contenu est obligatoire',
    contentTooLong: 'Le contenu ne doit pas dépasser 1024 caractères',
    placeholders: "Les variables doivent être numérotées '{{'1'}}', '{{'2'}}'… sans trou",
    tooManyPlaceholders: 'Un modèle local compte au plus 30 variables',
    langage: 'Choisissez la langue du modèle : français, anglais, wolof, arabe, portugais ou espagnol',
    duplicate: 'Un modèle local porte déjà ce titre dans cette langue',
    unknown: 'Modèle local introuvable',
    created: 'Modèle local créé',
    updated: 'Modèle local modifié',
    deleted: 'Modèle local supprimé',
    outsideWindow: 'Hors de la fenêtre de 24 h : utilisez un modèle WhatsApp approuvé',
    notice:
      'Un modèle local est envoyé comme message texte : seuls les clients ayant écrit dans les dernières 24 h le recevront.',
    hint: "Utilisez '{{'1'}}', '{{'2'}}'… pour insérer des valeurs propres à chaque destinataire.",
    empty: 'Aucun modèle local pour ce chatbot.',
    templatesGroup: 'Modèles WhatsApp approuvés',
    localGroup: 'Modèles locaux',
    manage: 'Gérer les modèles locaux',
  },
} as const;

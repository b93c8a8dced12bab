/**
 * The French texts of the team inbox's calls, the source (the spec shows none: ours). Do not
 * re-word a French text: the tests and the e2e quote them.
 */
export default {
  statuses: {
    open: 'Ouverte',
    pending: 'En attente',
    resolved: 'Résolue',
    snoozed: 'Reportée',
  },
  views: {
    mine: 'À moi',
    unassigned: 'Non assignées',
    all: 'Toutes',
    resolved: 'Résolues',
  },
  availability: {
    available: 'Disponible',
    away: 'Absent',
  },
  conversationNotFound: 'Conversation introuvable',
  cursorInvalid: 'Cette page de la boîte de réception n’existe plus : rechargez la liste.',
  assigneeNotMember: "Cette personne n'est pas membre de l'espace de travail.",
  assigned: 'Conversation assignée à {name}',
  unassigned: 'Conversation désassignée',
  statusChanged: 'Conversation « {status} »',
  snoozeRequired: 'Choisissez quand la conversation doit revenir.',
  snoozeInPast: 'Choisissez un moment dans le futur.',
  snoozeTooFar: 'Une conversation peut être reportée de 90 jours au plus.',
  noteRequired: 'La note est vide.',
  noteTooLong: 'Une note ne peut pas dépasser 5 000 caractères.',
  noteNotFound: 'Note introuvable',
  noteNotYours: 'Vous ne pouvez supprimer que vos propres notes.',
  labelNotFound: 'Étiquette introuvable',
  labelNameRequired: "Le nom de l'étiquette est requis.",
  labelNameTooLong: "Le nom d'une étiquette ne peut pas dépasser 40 caractères.",
  labelNameTaken: 'Une étiquette porte déjà ce nom.',
  labelColorInvalid: "Cette couleur n'est pas proposée.",
  tooManyLabels: 'Une conversation peut porter 20 étiquettes au plus.',
  cannedNotFound: 'Réponse rapide introuvable',
  shortcutInvalid:
    'Le raccourci ne peut contenir que des lettres, des chiffres, - et _ (32 caractères au plus).',
  shortcutTaken: 'Ce raccourci existe déjà.',
  cannedTextRequired: 'Le texte de la réponse est requis.',
  cannedTextTooLong: 'Une réponse rapide ne peut pas dépasser 4 096 caractères.',
  replyEmpty: 'Écrivez un message ou joignez un fichier.',
  attachmentInvalid:
    'Ce fichier ne peut pas être envoyé : joignez une image (PNG, JPEG), un document (PDF, Word, Excel, PowerPoint, texte) ou un audio (MP3, OGG, M4A, AAC, AMR, WAV).',
  templateNotFound: 'Modèle introuvable',
  templateValuesMissing: 'Remplissez chaque valeur du modèle.',
  templateOnlyWhatsApp: 'Les modèles ne concernent que WhatsApp.',
  capInvalid: 'Le plafond doit être compris entre 1 et 100 conversations par agent.',
  timezoneInvalid: 'Fuseau horaire inconnu.',
  hoursInvalid: "L'heure de fermeture doit suivre l'heure d'ouverture (HH:MM).",
  dayRepeated: 'Chaque jour ne peut figurer qu’une fois.',
  awayMessageRequired: "Écrivez le message envoyé en dehors des heures d'ouverture.",
  awayMessageTooLong: 'Le message automatique ne peut pas dépasser 1 000 caractères.',
  settingsSaved: 'Réglages de la boîte de réception enregistrés',
  daysInvalid: 'Choisissez une période de 7, 30 ou 90 jours.',
  // Replies, files and templates (inboxReplies).
  attachmentNotFound: "Ce fichier n'est plus disponible : joignez-le à nouveau.",
  attachmentTooLarge:
    'Fichier trop volumineux ({size} Mo) : {limit} Mo au plus pour {kind, select, image {une image} audio {un audio} other {un document}}.',
  templateSendFailed: "WhatsApp n'a pas accepté le modèle : {detail}",
  templatesUnavailable: 'Les modèles WhatsApp sont injoignables pour le moment : réessayez dans un instant.',
  templateNeedsAccount:
    "Ce chatbot n'a pas de compte WhatsApp Business configuré (jeton, numéro et identifiant WABA) : renseignez-les dans ses paramètres.",
  tooManyLiveStreams:
    'Trop de boîtes de réception ouvertes en direct pour cette session ({max} au plus) : fermez un onglet.',
  templateOptedOut: 'Ce client s’est désabonné (STOP) : les modèles marketing ne lui sont plus envoyés.',
} as const;

/**
 * The French texts of WhatsApp message templates managed from Griot, server and screen alike (the
 * source). `'{{'…'}}'` is ICU quoting for the literal {{1}} a template shows. Do not re-word a
 * French text: the tests and the e2e quote them.
 */
export default {
  accountNotFound: 'Compte WhatsApp introuvable',
  templateNotFound: 'Modèle de message introuvable',
  noWaba:
    "Ce compte WhatsApp n'a pas d'identifiant de compte WhatsApp Business (WABA) : impossible de gérer ses modèles",
  name: {
    required: 'Le nom du modèle est obligatoire',
    tooLong: 'Le nom du modèle ne doit pas dépasser 512 caractères',
    upperCase: 'Le nom du modèle doit être en minuscules (Meta refuse les majuscules)',
    spaces: 'Le nom du modèle ne peut pas contenir d’espaces : utilisez le tiret bas « _ »',
    invalid:
      'Le nom du modèle ne peut contenir que des lettres minuscules sans accent, des chiffres et « _ »',
  },
  languageInvalid: 'Langue non prise en charge par Meta',
  categoryInvalid: 'Catégorie inconnue : Marketing, Utilitaire ou Authentification',
  header: {
    textRequired: "Le texte de l'en-tête est obligatoire",
    textTooLong: "L'en-tête ne doit pas dépasser 60 caractères",
    tooManyVariables: "L'en-tête ne peut contenir qu'une seule variable",
    mediaRequired: "Choisissez le fichier d'exemple de l'en-tête (image, vidéo ou document)",
    mediaUnreadable: "Le fichier d'exemple de l'en-tête est introuvable : envoyez-le à nouveau",
  },
  body: {
    required: 'Le corps du message est obligatoire',
    tooLong: 'Le corps du message ne doit pas dépasser 1024 caractères',
    noExamples: 'Le corps contient des variables mais aucun exemple : Meta refuse un corps sans ses exemples',
  },
  variable: {
    noExample: "La variable '{{'{name}'}}' n'a pas d'exemple",
    exampleTooLong: "L'exemple de la variable '{{'{name}'}}' est trop long",
    notContiguous:
      "Les variables numérotées doivent se suivre à partir de '{{'1'}}' : il manque '{{'{name}'}}'",
    mixedFormats: 'Utilisez soit des variables nommées, soit des variables numérotées, pas les deux',
    badName:
      "La variable '{{'{name}'}}' n'est pas valide : lettres minuscules, chiffres et « _ », commençant par une lettre",
    atEdge: 'Le corps ne peut ni commencer ni finir par une variable (Meta le refuse)',
  },
  footer: {
    tooLong: 'Le pied de page ne doit pas dépasser 60 caractères',
    noVariable: 'Le pied de page ne peut pas contenir de variable',
  },
  button: {
    tooMany: 'Un modèle ne peut pas avoir plus de 10 boutons',
    textRequired: 'Le texte du bouton {button} est obligatoire',
    textTooLong: 'Le texte du bouton {button} ne doit pas dépasser 25 caractères',
    urlInvalid: "L'adresse du bouton {button} doit commencer par https:// ou http://",
    urlVariable: "L'adresse du bouton {button} ne peut avoir qu'une variable, à la fin ('{{'1'}}')",
    urlExample: "Donnez un exemple d'adresse complète pour la variable du bouton {button}",
    phoneInvalid:
      'Le numéro du bouton {button} n’est pas un numéro de téléphone valide (format international, ex. +221 77 123 45 67)',
    copyCodeExample: 'Le code d’exemple du bouton {button} est obligatoire (15 caractères au plus)',
    copyCodeMarketing: 'Le bouton « Copier le code » est réservé aux modèles Marketing',
    tooManyOfKind:
      'Trop de boutons de ce type : 1 numéro de téléphone, 2 adresses et 1 « Copier le code » au plus',
    otpOnlyAuth: 'Le bouton de code à usage unique est réservé aux modèles Authentification',
  },
  authentication: {
    otpRequired: 'Un modèle Authentification doit avoir exactement un bouton de code à usage unique',
    noHeader: "Un modèle Authentification n'a ni en-tête ni autres boutons : Meta fixe son texte",
    expiration: 'La durée de validité du code va de 1 à 90 minutes',
  },
  edit: {
    notEditable: 'Seul un modèle approuvé, refusé ou en pause peut être modifié (statut actuel : {status})',
    categoryLocked: "La catégorie d'un modèle approuvé ne peut plus changer",
    oncePerDay:
      'Un modèle approuvé ne peut être modifié qu’une fois par 24 heures : réessayez après le {date}',
    tenPerMonth: 'Un modèle approuvé ne peut être modifié que 10 fois par période de 30 jours',
  },
  removed: 'Modèle « {name} » supprimé de Meta, dans toutes ses langues',
  /** The confirmation shown before a delete: Meta deletes by name. */
  removeConfirm:
    'Meta supprime le modèle « {name} » dans toutes ses langues, pas seulement en {language}. Ce nom ne pourra pas être réutilisé pendant 30 jours.',
  created: 'Modèle soumis à Meta : il est en attente de validation',
  updated: 'Modèle modifié et soumis de nouveau à Meta',
  duplicate: 'Un modèle « {name} » existe déjà dans cette langue',
  metaUnavailable: 'Meta ne répond pas pour le moment : la liste affichée est la dernière connue',
  metaRefused: 'Meta a refusé le modèle : {detail}',
  /** Meta's error codes for templates, in words. */
  metaErrors: {
    duplicate: 'Un modèle de ce nom existe déjà dans cette langue chez Meta',
    nameBeingDeleted:
      'Ce nom appartient à un modèle supprimé récemment : Meta ne permet pas de le réutiliser avant 30 jours',
    tooMany: 'Ce compte WhatsApp a atteint le nombre maximal de modèles autorisé par Meta',
    editLimit: 'Meta limite les modifications d’un modèle approuvé : une par jour, dix par mois',
    invalidParameter: 'Meta juge le modèle invalide : {detail}',
    rateLimited: 'Trop de demandes envoyées à Meta : réessayez dans quelques minutes',
    token: "L'accès de Griot à ce compte WhatsApp a expiré : reconnectez le compte",
  },
  /** Why Meta rejected a template (`reason` of message_template_status_update). */
  rejectedReasons: {
    INVALID_FORMAT: 'Format invalide : variables mal placées, exemples manquants ou mise en forme refusée',
    ABUSIVE_CONTENT: 'Contenu jugé abusif ou contraire aux règles de WhatsApp',
    INCORRECT_CATEGORY: 'Catégorie incorrecte : le contenu ne correspond pas à la catégorie choisie',
    TAG_CONTENT_MISMATCH: 'Le contenu ne correspond pas à la catégorie choisie',
    SCAM: 'Contenu jugé frauduleux (arnaque)',
    PROMOTIONAL: 'Contenu promotionnel dans un modèle qui n’est pas Marketing',
    NONE: 'Refusé sans motif précisé par Meta',
    OTHER: 'Refusé par Meta pour une autre raison',
    unknown: 'Refusé par Meta (motif : {reason})',
  },
  /** Meta's statuses, in words. */
  statuses: {
    PENDING: 'En attente',
    APPROVED: 'Approuvé',
    REJECTED: 'Refusé',
    PAUSED: 'En pause',
    DISABLED: 'Désactivé',
    IN_APPEAL: 'En appel',
    PENDING_DELETION: 'En cours de suppression',
    DELETED: 'Supprimé',
    LIMIT_EXCEEDED: 'Limite dépassée',
    ARCHIVED: 'Archivé',
  },
  /** Why Meta paused or disabled a template. */
  pausedReason: 'Mis en pause par Meta à cause de retours négatifs de vos clients',
  disabledReason: 'Désactivé par Meta après des pauses répétées pour mauvaise qualité',
} as const;

/**
 * The French texts of the GRIOT IA knowledge screen and its calls, the source: the upload's rules
 * and the screen's errors as the product has always worded them, then ours where it had none.
 * Do not re-word a French text: the tests and the e2e quote them.
 */
export default {
  // The upload's rules
  tooManyFiles: 'Maximum 10 fichiers autorisés',
  fileTooLarge: '{name}: Fichier trop volumineux (max 10MB)',
  typeNotAllowed: '{name}: Type de fichier non autorisé',
  duplicate: '{name}: Fichier déjà sélectionné',
  // The screen's errors
  uploadUnauthorized: "Token d'authentification invalide",
  uploadBadRequest: 'Requête invalide',
  uploadTooLarge: 'Fichier trop volumineux',
  uploadServerError: "Erreur serveur lors de l'upload",
  uploadTimeout: 'Timeout - Fichier trop volumineux ou connexion lente',
  uploadFailed: "Erreur lors de l'upload des fichiers",
  loadFailed: 'Erreur lors du chargement des données',
  chatbotLoadFailed: 'Erreur lors du chargement des informations du chatbot',
  deleteFailed: 'Erreur lors de la suppression du fichier',
  copyFailed: 'Erreur lors de la copie du prompt',
  nothingToExport: 'Aucun prompt à exporter',
  promptSaveFailed: 'Erreur lors de la sauvegarde du prompt',
  invalidFlow: 'Données de flow invalides',
  unexpectedResponse: 'Structure de données inattendue dans la réponse',
  blocksUnavailable: 'Impossible de récupérer la liste des blocs',
  noUserData: 'Données utilisateur non trouvées',
  scrapeFailed: 'Erreur lors de la collecte des données',
  noPromptGenerated: 'Attention: Aucun prompt système généré',
  testApiError: 'API Jarvis Error ({status})',
  testUnreachable: "Impossible de joindre l'API Jarvis - Vérifiez votre connexion",
  // Ours: the spec shows no server text for these.
  uploaded:
    '{count, plural, =1 {1 fichier reçu : son indexation est en cours} other {{count} fichiers reçus : leur indexation est en cours}}',
  noFile: 'Aucun fichier reçu',
  fileNotFound: 'Fichier introuvable',
  fileDeleted: 'Fichier supprimé',
  filesListed: 'Fichiers récupérés',
  testBudgetMinute: "Trop d'essais de l'assistant en une minute : patientez un instant avant le suivant",
  testBudgetDay: "Limite quotidienne d'essais de l'assistant atteinte : réessayez dans {hours} heure(s)",
  emptyDocument: '{name}: Document vide ou illisible',
  noBlockSelected: 'Sélectionnez au moins un bloc à collecter',
  unknownBlocks: 'Blocs introuvables dans ce chatbot : {ids}',
  collected:
    '{count, plural, one {{count} bloc collecté} other {{count} blocs collectés}} : prompt système généré',
  promptSaved: 'Prompt système enregistré',
  promptRequired: 'Le prompt système ne peut pas être vide',
  promptTooLong: 'Le prompt système compte {tokens, number} tokens : 50 000 au maximum',
  messageRequired: 'Écrivez un message à tester',
  messageTooLong: 'Le message ne peut pas dépasser 640 caractères',
  noPrompt: 'Aucun prompt système : collectez les blocs pour le générer',
  testRunning: 'Un test est déjà en cours pour ce chatbot : attendez sa réponse',
  llmFailed: "L'assistant n'a pas répondu correctement : le bloc par défaut prend le relais",
  /** Why the test console's assistant gave no reply (an end-user would get the default block). */
  testNoAnswer: "L'assistant ne trouve pas la réponse : le bloc par défaut prendrait le relais",
  testTimeout: "L'assistant n'a pas répondu à temps : le bloc par défaut prendrait le relais",
  testReplyRefused: 'Réponse du modèle refusée ({reason}) : le bloc par défaut prendrait le relais',
  /** Safe text when the model's answer cannot be used in the test console. */
  safeFallback: "Je n'ai pas bien compris votre demande. Un conseiller peut vous aider si besoin.",
  /** Sent to an end-user whose message the assistant hands to a human. */
  agentHandover: 'Un conseiller va prendre le relais et vous répondre dans les meilleurs délais.',
  /** Extraction failures, shown on the file's card; reason: one of the lower-case reasons below. */
  extractionFailed: 'Extraction impossible : {reason}',
  extractionInternalError: 'erreur interne, réessayez plus tard',
  pdfUnreadable: 'PDF illisible ou protégé',
  pdfNoText: 'ce PDF ne contient pas de texte (document scanné ?)',
  docxUnreadable: 'document Word illisible',
  docUnreadable: 'ancien document Word (.doc) illisible : enregistrez-le en .docx',
  imageNoText: "aucun texte reconnu dans l'image",
  ocrFailed: 'reconnaissance de texte impossible sur cette image',
  textUnreadable: 'fichier texte illisible',
  noText: 'aucun texte trouvé',
  /** A file refused by the extraction's limits (issue 19), the whole text of the file's card; detail: a limit… text below. */
  overLimits: 'Ce fichier dépasse les limites d’extraction : {detail}.',
  limitUncompressed: 'document trop volumineux une fois décompressé',
  limitEntries: 'document composé de plus de {max, number} éléments',
  limitRatio: 'document anormalement compressé (archive piégée ?)',
  limitPages: 'PDF de {pages, number} pages, {max, number} au maximum',
  limitPixels: 'image de {width, number} × {height, number} pixels, {maxMegapixels} mégapixels au maximum',
  limitText: 'plus de {max, number} caractères de texte',
  limitTime: 'lecture trop longue (plus de {seconds} secondes)',
  limitMemory: 'lecture trop gourmande en mémoire (plus de {megabytes} Mo)',
  limitCrashes: 'sa lecture a interrompu l’extraction deux fois de suite',
  imageUnreadable: 'image illisible (dimensions introuvables)',
} as const;

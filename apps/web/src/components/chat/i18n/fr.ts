/**
 * The conversation rendering's own French texts (messages, their statuses, the day separators),
 * shared by the conversation screen and the playground's simulator; API messages live in the contract.
 */
export default {
  agent: 'Agent',
  /** The mark of a campaign's message in a customer's conversation. */
  broadcast: 'Diffusion : {name}',
  today: 'Aujourd’hui',
  yesterday: 'Hier',
  status: {
    queued: 'En attente',
    sent: 'Envoyé',
    delivered: 'Distribué',
    read: 'Lu',
    failed: "Échec de l'envoi",
  },
  /** A failed message's icon, read with the error the platform gave. */
  failedWithError: "Échec de l'envoi : {error}",
  sendLocation: 'Envoyer la position',
  demoLocation: 'Position de démonstration',
  demoLocationNote: 'Position de démonstration (Dakar)',
  locationLabel: 'Position partagée',
  openMap: 'Voir sur la carte',
  openDocument: 'Ouvrir le document {name}',
  document: 'Document',
  image: 'Image',
  video: 'Vidéo',
  videoFile: 'Vidéo · {name}',
  audio: 'Message audio',
  repliedWith: 'Réponse choisie',
  unsupported: 'Message de type « {type} »',
  unreachable: 'Le serveur ne répond pas. Vérifiez votre connexion, puis réessayez.',
  simulator: {
    open: 'Tester',
    title: 'Tester le chatbot',
    restart: 'Recommencer',
    placeholder: 'Écrire un message...',
    inputLabel: 'Votre message',
    send: 'Envoyer le message',
    typing: 'Le bot écrit...',
    starting: 'Démarrage de la conversation de test…',
    startFailed: 'Impossible de démarrer la conversation de test.',
    sendFailed: "Le message n'a pas pu être envoyé.",
    empty: 'Écrivez un message pour commencer la conversation avec votre bot.',
    note: 'Conversation de test : elle n’est envoyée à aucun utilisateur réel.',
  },
} as const;

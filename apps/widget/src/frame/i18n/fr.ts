/**
 * The chat page's own words (the bot's messages are the business's and stay as written). French
 * is the source; the page speaks the chatbot's 'Langue du widget', else the visitor's browser's.
 */
export default {
  page: {
    title: 'Discussion',
    close: 'Fermer la discussion',
    log: 'Messages de la discussion',
    messageLabel: 'Votre message',
    placeholder: 'Écrire un message...',
    send: 'Envoyer',
  },
  chat: {
    unavailable: 'La discussion est indisponible pour le moment.',
    startFailed: 'La discussion est indisponible pour le moment. Réessayez plus tard.',
    sessionInvalid: 'Session de discussion invalide : rechargez la page.',
    sendFailed: 'Message non envoyé. Réessayez.',
    noGeolocation: "La localisation n'est pas disponible sur cet appareil.",
    positionFailed: "Impossible d'obtenir votre position.",
    chatbotNotFound: 'Chatbot introuvable',
    locationShared: '📍 Position partagée',
    typing: 'Le bot écrit…',
  },
  elements: {
    seeChoices: 'Voir les choix',
    image: 'Image',
    openImage: "Ouvrir l'image",
    document: 'Document',
    openDocument: 'Ouvrir le document {name}',
    sendLocation: '📍 Envoyer ma position',
  },
  list: {
    title: 'Choix',
    close: 'Fermer la liste',
  },
} as const;

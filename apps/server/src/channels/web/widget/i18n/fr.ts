/**
 * The words of the chat pages the server writes itself: the frame page's title until its script
 * runs (the page's other words are the widget's, apps/widget/src/frame/i18n), and the page shown
 * for a chatbot id that is not ours.
 */
export default {
  frameTitle: 'Discussion',
  notFound: {
    title: 'Chatbot introuvable',
    text: "Ce chatbot est introuvable. Vérifiez l'identifiant indiqué dans le code d'intégration.",
  },
} as const;

/** The three promises of the auth screens. */
export const marketingSlides = [
  {
    title: 'Votre copilote de vente',
    text: 'Griot répond, conseille et conclut avec vos clients pendant que vous vous concentrez sur votre métier.',
  },
  {
    title: 'Vos clients, partout et à toute heure',
    text: 'WhatsApp, Telegram, Messenger ou votre site : vos clients obtiennent une réponse, de jour comme de nuit.',
  },
  {
    title: 'Lancez votre activité sans application mobile',
    text: 'Créez un chatbot en quelques minutes et vendez directement dans la messagerie de vos clients.',
  },
] as const;

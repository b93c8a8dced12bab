/**
 * Why Telegram refused a send, in French (the source), by Bot API error code: what an agent can
 * act on. Read when shown (a failed message), in the language of the screen.
 */
export default {
  reasons: {
    400: 'Telegram a refusé le message.',
    401: 'Jeton du bot Telegram invalide : mettez-le à jour dans les paramètres du chatbot.',
    403: "L'utilisateur a bloqué le bot Telegram.",
    429: 'Trop de messages : Telegram demande de patienter.',
  },
  /** A reason followed by Telegram's code. */
  withCode: '{reason} (code {code})',
} as const;

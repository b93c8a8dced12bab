/** Why Telegram refused a send, in French, from the Bot API's error code: what an agent can act on. */
const TELEGRAM_REASONS: Record<number, string> = {
  400: 'Telegram a refusé le message.',
  401: 'Jeton du bot Telegram invalide : mettez-le à jour dans les paramètres du chatbot.',
  403: "L'utilisateur a bloqué le bot Telegram.",
  429: 'Trop de messages : Telegram demande de patienter.',
};

/** Telegram's reason for a Bot API error code, in French, when we know the code. */
export function telegramErrorReason(code: number): string | undefined {
  return TELEGRAM_REASONS[code];
}

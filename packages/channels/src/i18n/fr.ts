/**
 * The few words a channel adapter shows on its own when the flow left them empty (a menu button,
 * a location button). French is the source; the runtime reads them in the language it speaks with
 * the end-user.
 */
export default {
  /** Opens a WhatsApp list when the flow left the button text empty (20 characters at most). */
  listButton: 'Voir les choix',
  /** Telegram's reply-keyboard button that shares the end-user's position. */
  shareLocation: 'Envoyer ma position',
} as const;

/**
 * The few words a channel adapter must show on its own (a menu button, a location button). Callers
 * pass the chatbot's wording when they have one; these French defaults match the back-office.
 */
export interface ChannelLabels {
  /** Opens a WhatsApp list when the flow left the button text empty. */
  listButton: string;
  /** Telegram's reply-keyboard button that shares the end-user's position. */
  shareLocation: string;
}

/** Default labels in French. */
export const DEFAULT_CHANNEL_LABELS: ChannelLabels = {
  listButton: 'Voir les choix',
  shareLocation: 'Envoyer ma position',
};

/**
 * The few words the flow engine says to an end-user on its own (the flows' messages are the
 * business's, never translated). French is the source; the runtime reads them in the language it
 * speaks with that end-user.
 */
export default {
  /** Sent when an answer is refused and its element has no default_reply. */
  invalidAnswer: 'Réponse invalide, veuillez réessayer.',
} as const;

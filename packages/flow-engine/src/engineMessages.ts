/**
 * The French texts the engine itself sends. They belong in the contract's message catalogue;
 * they live here until that catalogue gets a runtime section.
 */
export const engineMessages = {
  /** Sent when an answer is refused and its element has no default_reply. */
  invalidAnswer: 'Réponse invalide, veuillez réessayer.',
} as const;

/**
 * The loader's words on the host page. Read by a plain lookup (loaderTexts.ts), not defineTexts:
 * the loader goes on every page of every site that embeds the chat, and these are three labels.
 * Plain text only here: no ICU placeholder (nothing would fill it).
 */
export default {
  openChat: 'Ouvrir la discussion',
  closeChat: 'Fermer la discussion',
  frameTitle: 'Discussion',
} as const;

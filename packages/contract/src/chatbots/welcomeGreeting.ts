// i18n-exempt-file: a new chatbot's seeded greeting is the business's own content, not a text of Griot's interface
/**
 * How a new chatbot's greeting starts. Once created it is the business's own content (the owner
 * edits it in the flow editor like any block), so it stays as written; and this start is data: an
 * untouched welcome flow is recognised by it (mainBlocks.isCreationWelcome), whatever the
 * language the owner reads Griot in.
 */
export const WELCOME_GREETING_START = 'Bonjour {{first_name}} 👋 Bienvenue chez ';

/** The greeting a new chatbot starts with ({{first_name}}: the customer's first name, filled at send time). */
export function welcomeGreeting(botName: string): string {
  return `${WELCOME_GREETING_START}${botName} ! Comment pouvons-nous vous aider ?`;
}

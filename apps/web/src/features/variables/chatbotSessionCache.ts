/** What the variables screen needs of its chatbot. */
export interface ChatbotSummary {
  _id: string;
  bot_name: string;
}

/** The chatbot as cached for the session (read before any call). */
export function readCachedChatbot(chatbotId: string): ChatbotSummary | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(cacheKey(chatbotId));
  } catch {
    // Storage can be refused (privacy modes): the screen then simply asks the server.
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isChatbotSummary(parsed) ? { _id: parsed._id, bot_name: parsed.bot_name } : null;
  } catch {
    return null;
  }
}

/** Keeps the whole chatbot, as other screens of the same chatbot may read more of it. */
export function cacheChatbot(chatbotId: string, chatbot: ChatbotSummary): void {
  try {
    sessionStorage.setItem(cacheKey(chatbotId), JSON.stringify(chatbot));
  } catch {
    // A full or refused storage only costs a call next time.
  }
}

export function cacheKey(chatbotId: string): string {
  return `chatbot:${chatbotId}`;
}

function isChatbotSummary(value: unknown): value is ChatbotSummary {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_id' in value &&
    typeof value._id === 'string' &&
    'bot_name' in value &&
    typeof value.bot_name === 'string'
  );
}

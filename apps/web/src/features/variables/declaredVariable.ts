import { api } from '../../lib/apiClient';
import { type ChatbotSummary, cacheChatbot } from './chatbotSessionCache';

export interface DeclaredVariable {
  id: string;
  slug: string;
  type: string;
}

/** The chatbot from GET /get/chatbot/{id}: a one-element list (seed 001 §7), then cached. */
export async function loadChatbotSummary(chatbotId: string): Promise<ChatbotSummary> {
  const [chatbot] = await api.chatbots.getAsList({ chatbotId });
  if (!chatbot) throw new Error('Chatbot absent de la réponse');
  cacheChatbot(chatbotId, chatbot);
  return { _id: chatbot._id, bot_name: chatbot.bot_name };
}

/** The declared variables; a failed load silently gives an empty list (seed 001 §8). */
export async function loadDeclaredVariables(chatbotId: string): Promise<DeclaredVariable[]> {
  try {
    const result = await api.variables.declarations({ chatbotId });
    return result.chatbot[0]?.variables ?? [];
  } catch {
    return [];
  }
}

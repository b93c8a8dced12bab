import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';

/** Adds a message at the end, or replaces the one with its id (a status update). */
export function upsertMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((existing) => existing.id === message.id);
  if (index === -1) return [...messages, message];
  const next = messages.slice();
  next[index] = message;
  return next;
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';
import { conversationListOptions, transcriptOptions } from './conversationQueries';

/** The conversation list (see conversationListOptions). */
export function useConversationList(chatbotId: string, search: string, tests = false) {
  return useInfiniteQuery(conversationListOptions(chatbotId, search, tests));
}

/** One conversation's messages (see transcriptOptions). */
export function useTranscript(chatbotId: string, usertel: string) {
  return useInfiniteQuery(transcriptOptions(chatbotId, usertel));
}

/** The chatbot's name for the conversation header; undefined until known (the header works without). */
export function useChatbotName(chatbotId: string): string | undefined {
  const query = useQuery(
    orpc.chatbots.get.queryOptions({
      input: { id: chatbotId },
      select: (result) => result.chatbot.bot_name,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
  return query.data;
}

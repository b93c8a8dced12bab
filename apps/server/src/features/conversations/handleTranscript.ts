import { workspaceProcedures } from '../../api/procedures';
import { readTranscript, toChatMessage } from './conversationQueries';
import { requireConversation } from './requireConversation';

const TRANSCRIPT_PAGE = 50;

/** GET /strong/chat/{chatbotId}/conversations/{usertel} */
export const handleTranscript = workspaceProcedures.conversations.transcript.handler(
  async ({ input, context }) => {
    const conversation = await requireConversation(context, input);
    const { messages, hasMore } = await readTranscript(context.db, conversation.end_user_id, {
      beforeSeq: input.before_seq,
      limit: TRANSCRIPT_PAGE,
    });
    return {
      success: true as const,
      conversation,
      messages: messages.map(toChatMessage),
      has_more: hasMore,
      first_seq: messages[0]?.seq ?? null,
    };
  },
);

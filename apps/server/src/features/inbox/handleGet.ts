import { workspaceProcedures } from '../../api/procedures';
import { inboxConversationFor } from '../../domain/inbox/requireInboxConversation';
import { currentEpisode, listNotes } from './conversationDetailQueries';

/** GET /inbox/conversations/{id}: the conversation, its private notes and its stretch with a person. */
export const handleGet = workspaceProcedures.inbox.get.handler(async ({ input, context }) => {
  const conversation = await inboxConversationFor(context, input.id);
  const [notes, episode] = await Promise.all([
    listNotes(context.db, conversation.id),
    currentEpisode(context.db, conversation.id),
  ]);
  return { success: true as const, conversation, notes, episode };
});

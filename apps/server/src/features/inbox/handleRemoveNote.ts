import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { lockInboxConversation } from '../../domain/inbox/requireInboxConversation';
import { notifyInbox } from '../../runtime/conversationStatus';

/**
 * DELETE /inbox/conversations/{id}/notes/{noteId}: only one's own note (403 for a colleague's);
 * a note of another conversation or workspace reads as none (404).
 */
export const handleRemoveNote = workspaceProcedures.inbox.removeNote.handler(async ({ input, context }) => {
  await context.db.transaction(async (tx) => {
    const conversation = await lockInboxConversation(tx, context.workspace.id, input.id);
    const { rows } = await tx.execute<{ author_id: string | null }>(sql`
      SELECT author_id FROM conversation_notes
      WHERE id = ${input.noteId} AND end_user_id = ${conversation.endUserId}
        AND workspace_id = ${context.workspace.id}
      FOR UPDATE`);
    const [note] = rows;
    if (!note) throw apiError(404, m.noteNotFound);
    if (note.author_id !== context.session.user.id) throw apiError(403, m.noteNotYours);
    await tx.execute(sql`DELETE FROM conversation_notes WHERE id = ${input.noteId}`);
    await notifyInbox(tx, [conversation.endUserId]);
  });
  return { success: true as const };
});

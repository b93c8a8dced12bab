import { sql } from 'drizzle-orm';
import { workspaceProcedures } from '../../api/procedures';
import { lockInboxConversation } from '../../domain/inbox/requireInboxConversation';
import { notifyInbox } from '../../runtime/conversationStatus';
import { toNote } from './conversationDetailQueries';

/**
 * POST /inbox/conversations/{id}/notes {text}: a private note between agents, never sent to the
 * customer. The author's name is copied: the note outlives the account.
 */
export const handleAddNote = workspaceProcedures.inbox.addNote.handler(async ({ input, context }) => {
  const author = context.session.user;
  const note = await context.db.transaction(async (tx) => {
    const conversation = await lockInboxConversation(tx, context.workspace.id, input.id);
    const { rows } = await tx.execute<{
      id: string;
      author_id: string | null;
      author_name: string;
      text: string;
      created_at: string;
    }>(sql`
      INSERT INTO conversation_notes (workspace_id, end_user_id, author_id, author_name, text)
      VALUES (${context.workspace.id}, ${conversation.endUserId}, ${author.id},
              ${`${author.firstname} ${author.lastname}`.trim() || author.email}, ${input.text})
      RETURNING id, author_id, author_name, text, created_at`);
    await notifyInbox(tx, [conversation.endUserId]);
    const [row] = rows;
    if (!row) throw new Error('the note was not inserted');
    return toNote(row);
  });
  return { success: true as const, note };
});

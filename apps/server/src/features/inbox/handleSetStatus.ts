import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import { workspaceProcedures } from '../../api/procedures';
import { inboxConversationFor, lockInboxConversation } from '../../domain/inbox/requireInboxConversation';
import { openConversation, resolveConversation, setWaitingStatus } from '../../runtime/conversationStatus';

/**
 * POST /inbox/conversations/{id}/status: 'resolved' gives the conversation back to the bot (a
 * stretch ends, resolved by the caller); 'open' a person must answer; 'pending' waits for the
 * customer; 'snoozed' until snooze_until (the contract refuses a time past or beyond 90 days).
 * A conversation the bot had that an agent puts aside opens first: the stretch with a person,
 * and its response times, start there.
 */
export const handleSetStatus = workspaceProcedures.inbox.setStatus.handler(async ({ input, context }) => {
  const me = context.session.user.id;
  await context.db.transaction(async (tx) => {
    const conversation = await lockInboxConversation(tx, context.workspace.id, input.id);
    const endUserId = conversation.endUserId;
    if (input.status === 'resolved') return resolveConversation(tx, { endUserId, by: me });
    if (input.status === 'open' || conversation.status === 'resolved')
      await openConversation(tx, { endUserId, reason: 'agent' });
    if (input.status === 'pending' || input.status === 'snoozed')
      await setWaitingStatus(tx, {
        endUserId,
        status: input.status,
        snoozedUntil: input.snooze_until ? new Date(input.snooze_until) : null,
      });
  });
  return {
    success: true as const,
    conversation: await inboxConversationFor(context, input.id),
    message: m.statusChanged({ status: m.statuses[input.status] }),
  };
});

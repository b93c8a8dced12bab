import type { Database } from '@griot/db/openDatabase';
import type { AuditActor } from '../../domain/workspaces/recordAudit';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

/** What happened to the number: the audit log's sentence follows it. */
export type NumberAction = 'added' | 'associated' | 'dissociated' | 'deleted';

/**
 * Records 'number.linked' (added to the workspace, associated to a chatbot) or 'number.removed'
 * (dissociated, deleted) in the transaction of the change. The subject is the number as shown
 * (an account whose number is not picked yet reads as its description, else its WABA).
 */
export function recordNumberEvent(
  tx: Database,
  event: {
    workspaceId: string;
    actor: AuditActor;
    action: NumberAction;
    account: Pick<WhatsAppAccountRow, 'id' | 'displayPhoneNumber' | 'description' | 'wabaId'>;
    chatbot?: { id: string; botName: string } | null;
  },
): Promise<void> {
  const { account, chatbot } = event;
  return recordAudit(tx, {
    workspaceId: event.workspaceId,
    actor: event.actor,
    type: event.action === 'added' || event.action === 'associated' ? 'number.linked' : 'number.removed',
    subject: account.displayPhoneNumber || account.description || account.wabaId,
    details: {
      action: event.action,
      channel: 'whatsapp',
      account_id: account.id,
      chatbot: chatbot?.botName ?? null,
      chatbot_id: chatbot?.id ?? null,
    },
  });
}

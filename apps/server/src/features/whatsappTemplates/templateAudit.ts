import type { Database } from '@griot/db/openDatabase';
import type { WorkspaceContext } from '../../api/appContext';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import type { TemplateAccount } from './templateAccount';

/**
 * A template created (and so submitted to Meta), edited (submitted again) or deleted (every
 * language of its name), recorded in the transaction that changes our copy: Meta said yes first,
 * and a refusal — ours or Meta's — writes no line.
 */
export async function recordTemplateAudit(
  tx: Database,
  context: WorkspaceContext,
  account: TemplateAccount,
  type: 'template.created' | 'template.edited' | 'template.deleted',
  template: { id: string; name: string; language: string; category: string },
): Promise<void> {
  await recordAudit(tx, {
    workspaceId: account.workspaceId,
    actor: context.session.user,
    type,
    subject: template.name,
    details: {
      account: account.displayPhoneNumber,
      whatsapp_account_id: account.id,
      template_id: template.id,
      language: template.language,
      category: template.category,
    },
  });
}

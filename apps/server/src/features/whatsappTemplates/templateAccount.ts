import { whatsappTemplateMessages as m } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import type { TemplateGraphTarget } from '../../channels/meta/templateGraph';
import { decryptSecret } from '../../lib/secretBox';

export interface TemplateAccount {
  id: string;
  workspaceId: string;
  wabaId: string;
  /** The number as Meta shows it ('+221 77 000 00 00'): how the audit log names the account. */
  displayPhoneNumber: string;
  graph: TemplateGraphTarget;
}

/**
 * The WhatsApp account a template call names, with what Graph needs: the active workspace's, else
 * 404 (the same answer as for an id that does not exist); one without a WABA id, 422.
 */
export async function requireTemplateAccount(
  context: WorkspaceContext,
  accountId: string,
): Promise<TemplateAccount> {
  const [account] = await context.db
    .select({
      id: whatsappAccounts.id,
      wabaId: whatsappAccounts.wabaId,
      displayPhoneNumber: whatsappAccounts.displayPhoneNumber,
      token: whatsappAccounts.businessTokenEncrypted,
    })
    .from(whatsappAccounts)
    .where(and(eq(whatsappAccounts.id, accountId), eq(whatsappAccounts.workspaceId, context.workspace.id)));
  if (!account) throw apiError(404, m.accountNotFound);
  if (account.wabaId === '') throw apiError(422, m.noWaba);
  const runtime = context.config.runtime;
  return {
    id: account.id,
    workspaceId: context.workspace.id,
    wabaId: account.wabaId,
    displayPhoneNumber: account.displayPhoneNumber,
    graph: {
      graphApiUrl: runtime.graphApiUrl,
      graphApiVersion: runtime.graphApiVersion,
      wabaId: account.wabaId,
      accessToken: decryptSecret(context.config.secretKey, account.token),
    },
  };
}

import { workspaceProcedures } from '../../api/procedures';
import { loadWhatsAppAccounts } from './loadWhatsAppAccounts';

/** GET /strong/whatsapp/accounts: the caller's accounts, newest first. */
export const handleListWhatsAppAccounts = workspaceProcedures.whatsappAccounts.list.handler(({ context }) =>
  loadWhatsAppAccounts(context.db, context.workspace.id),
);

import { whatsappTemplateMessages as m } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { asc, desc, eq } from 'drizzle-orm';
import { workspaceProcedures } from '../../api/procedures';
import { listMetaTemplates } from '../../channels/meta/templateGraph';
import { invalidateBroadcastTemplates } from './invalidateBroadcastTemplates';
import { syncMetaTemplates } from './syncMetaTemplates';
import { requireTemplateAccount } from './templateAccount';
import { toTemplateOutput } from './templateOutput';

/** Meta allows a few thousand templates per WABA: the list never holds more than this. */
const MAX_TEMPLATES = 2_000;

/**
 * GET /whatsapp-accounts/{id}/templates: our copy, newest change first; `refresh` reads Meta's
 * list first (templates made in Meta's manager included). Meta unreachable: the last known list,
 * with a warning.
 */
export const handleListTemplates = workspaceProcedures.whatsappTemplates.list.handler(
  async ({ input, context }) => {
    const account = await requireTemplateAccount(context, input.id);
    let warning: string | null = null;
    if (input.refresh) {
      const listed = await listMetaTemplates(account.graph);
      if (listed.ok) {
        await syncMetaTemplates(context.db, account, listed.value);
        await invalidateBroadcastTemplates(context.db, account.wabaId);
      } else warning = m.metaUnavailable;
    }
    const rows = await context.db
      .select()
      .from(whatsappTemplates)
      .where(eq(whatsappTemplates.whatsappAccountId, account.id))
      .orderBy(desc(whatsappTemplates.updatedAt), asc(whatsappTemplates.name))
      .limit(MAX_TEMPLATES);
    return { success: true as const, templates: rows.map(toTemplateOutput), warning };
  },
);

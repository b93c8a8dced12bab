import { whatsappTemplateMessages as m } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import type { Database } from '@griot/db/openDatabase';
import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { TemplateAccount } from './templateAccount';
import type { TemplateRow } from './templateOutput';

/** The account's template, locked for the change when `forUpdate`; another account's, 404. */
export async function requireTemplate(
  db: Database,
  account: TemplateAccount,
  templateId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TemplateRow> {
  const query = db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.id, templateId), eq(whatsappTemplates.whatsappAccountId, account.id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw apiError(404, m.templateNotFound);
  return row;
}

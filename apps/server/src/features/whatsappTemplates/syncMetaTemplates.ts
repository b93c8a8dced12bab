import type { Database } from '@griot/db/openDatabase';
import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { type MetaTemplate, metaTemplateColumns } from './metaTemplateColumns';
import type { TemplateAccount } from './templateAccount';

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** One template of Meta's list, or undefined when it lacks what identifies it. */
function readMetaTemplate(value: unknown): MetaTemplate | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const item = value as Record<string, unknown>;
  const id = text(item.id);
  const name = text(item.name);
  const language = text(item.language);
  if (id === '' || name === '' || language === '') return undefined;
  const quality = item.quality_score as { score?: unknown } | undefined;
  const reason = text(item.rejected_reason);
  return {
    id,
    name,
    language,
    status: text(item.status, 'PENDING').toUpperCase(),
    category: text(item.category, 'MARKETING').toUpperCase(),
    parameter_format: text(item.parameter_format, 'POSITIONAL').toUpperCase(),
    components: Array.isArray(item.components) ? (item.components as Record<string, unknown>[]) : [],
    rejected_reason: reason === '' ? null : reason,
    quality_score: text(quality?.score, 'UNKNOWN').toUpperCase(),
  };
}

/**
 * Our copy made equal to Meta's list (GET /{waba_id}/message_templates read whole): a template
 * made in Meta's manager is added, ours get Meta's status, quality and components, and one Meta
 * no longer lists is gone. The builder's fields of a template made in Griot are kept while its
 * body is unchanged (Meta gives back links where Griot sent upload handles). One transaction.
 */
export async function syncMetaTemplates(
  db: Database,
  account: TemplateAccount,
  listed: unknown[],
): Promise<void> {
  const templates = listed.map(readMetaTemplate).filter((item) => item !== undefined);
  await db.transaction(async (tx) => {
    for (const template of templates) {
      const body = template.components.find((component) => component.type === 'BODY');
      const columns = metaTemplateColumns(account, template);
      // What identifies the row stays; the rest is Meta's.
      const { workspaceId, whatsappAccountId, wabaId, name, language, ...fromMeta } = columns;
      await tx
        .insert(whatsappTemplates)
        .values(columns)
        .onConflictDoUpdate({
          target: [whatsappTemplates.whatsappAccountId, whatsappTemplates.name, whatsappTemplates.language],
          set: {
            ...fromMeta,
            // Griot's fields stay while the body is the one Griot sent; else Meta's components speak.
            content: sql`CASE WHEN ${whatsappTemplates.content} -> 'body' ->> 'text' IS NOT DISTINCT FROM ${text(body?.text) || null}
              THEN ${whatsappTemplates.content} ELSE '{}'::jsonb END`,
            updatedAt: sql`CASE WHEN ${whatsappTemplates.status} IS DISTINCT FROM ${template.status}
              THEN now() ELSE ${whatsappTemplates.updatedAt} END`,
          },
        });
    }
    const kept = templates.map((template) => template.id);
    await tx
      .delete(whatsappTemplates)
      .where(
        and(
          eq(whatsappTemplates.whatsappAccountId, account.id),
          isNotNull(whatsappTemplates.metaId),
          ...(kept.length > 0 ? [notInArray(whatsappTemplates.metaId, kept)] : []),
        ),
      );
  });
}

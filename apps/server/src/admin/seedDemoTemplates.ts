import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { DEMO_EXTRA_TEMPLATES } from '@griot/fakes/whatsAppDemoTemplates';
import { FAKE_TEMPLATES } from '@griot/fakes/whatsAppTemplates';
import { and, eq } from 'drizzle-orm';
import { metaTemplateColumns } from '../features/whatsappTemplates/metaTemplateColumns';
import type { DemoCampaignScope } from './demoCampaignScope';

/** How long ago each demo template changed, in days: the list reads like a shop's real history. */
const DAYS_AGO: Record<string, number> = {
  promo_tabaski: 40,
  rappel_commande: 60,
  bienvenue: 90,
  soldes_refuse: 12,
  nouvelle_collection: 5,
  code_verification: 30,
  relance_panier: 0,
  soldes_flash: 2,
};

/**
 * Issue 24, part "templates": the demo shop's WhatsApp account gets the templates `npm run fake --
 * whatsapp` lists, in every status — approved marketing (one with an image header and buttons), a
 * utility order update, an authentication code, one rejected (TAG_CONTENT_MISMATCH), one pending,
 * one paused for its quality. Same Meta ids as the fake, so a refresh of the list keeps them.
 * Idempotent: a template already there (account, name, language) is left as it is.
 */
export async function seedDemoTemplates(scope: DemoCampaignScope): Promise<void> {
  const [account] = await scope.db
    .select({ id: whatsappAccounts.id, wabaId: whatsappAccounts.wabaId })
    .from(whatsappAccounts)
    .where(
      and(eq(whatsappAccounts.workspaceId, scope.workspaceId), eq(whatsappAccounts.chatbotId, scope.shopId)),
    );
  if (!account || account.wabaId === '') return;
  const now = Date.now();
  const rows = [...FAKE_TEMPLATES, ...DEMO_EXTRA_TEMPLATES].map((template) => {
    const changed = new Date(now - (DAYS_AGO[template.name] ?? 20) * 86_400_000);
    return {
      ...metaTemplateColumns(
        { workspaceId: scope.workspaceId, id: account.id, wabaId: account.wabaId },
        {
          ...template,
          components: [...template.components],
          rejected_reason: template.status === 'REJECTED' ? (template.rejected_reason ?? 'NONE') : null,
          quality_score:
            template.quality_score?.score ?? (template.status === 'APPROVED' ? 'GREEN' : 'UNKNOWN'),
        },
      ),
      createdAt: new Date(changed.getTime() - 86_400_000),
      updatedAt: changed,
    };
  });
  await scope.db.insert(whatsappTemplates).values(rows).onConflictDoNothing();
}

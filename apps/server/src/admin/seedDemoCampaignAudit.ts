// i18n-exempt-file: the demo shop's own template names

import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { demoPlanAudit } from './demoPlanAudit';
import {
  type DemoActor,
  type DemoAuditLine,
  type DemoTeamActors,
  goneDemoId,
  insertDatedAudit,
  isoInstant,
} from './seedDemoAudit';

const DAY = 86_400_000;

/**
 * The shop's template and campaign-plan lines of the audit log, told by what seedDemoCampaigns
 * wrote (so it runs after it): templates created, edited and one deleted on the shop's number,
 * and the plans (demoPlanAudit). Each line is dated when its row says it happened, by a member
 * whose role allowed it then (Khady is an editor since 23 days ago). Once: a log that already has
 * a template created is left alone.
 */
export async function seedDemoCampaignAudit(
  db: Database,
  workspaceId: string,
  shopId: string,
  actors: DemoTeamActors,
  now = new Date(),
): Promise<number> {
  const { rows: already } = await db.execute(sql`
    SELECT 1 FROM audit_events WHERE workspace_id = ${workspaceId} AND type = 'template.created' LIMIT 1`);
  if (already.length > 0) return 0;
  const lines = [
    ...(await demoTemplateAudit(db, shopId, actors, now)),
    ...(await demoPlanAudit(db, { workspaceId, shopId }, actors, now)),
  ];
  await insertDatedAudit(
    db,
    lines.map((line) => ({ ...line, workspaceId })),
    now,
  );
  return lines.length;
}

type DemoTemplate = {
  id: string;
  name: string;
  language: string;
  category: string;
  /** ISO instants (isoInstant). */
  created_at: string;
  updated_at: string;
};

/** The templates of the shop's number, named as recordTemplateAudit names them. */
async function demoTemplateAudit(
  db: Database,
  shopId: string,
  { demo, admin, editor }: DemoTeamActors,
  now: Date,
): Promise<DemoAuditLine[]> {
  const { rows: accounts } = await db.execute<{ id: string; display_phone_number: string }>(sql`
    SELECT id, display_phone_number FROM whatsapp_accounts WHERE chatbot_id = ${shopId} LIMIT 1`);
  const account = accounts[0];
  if (!account) return [];
  const { rows } = await db.execute<DemoTemplate>(sql`
    SELECT id, name, language, category, ${isoInstant('created_at')} AS created_at,
      ${isoInstant('updated_at')} AS updated_at
    FROM whatsapp_templates WHERE whatsapp_account_id = ${account.id}`);
  const byName = new Map(rows.map((template) => [template.name, template]));
  const line = (
    at: string | number,
    actor: DemoActor,
    type: 'template.created' | 'template.edited' | 'template.deleted',
    template: Pick<DemoTemplate, 'id' | 'name' | 'language' | 'category'>,
  ): DemoAuditLine => ({
    ago: now.getTime() - new Date(at).getTime(),
    actor,
    type,
    subject: template.name,
    details: {
      account: account.display_phone_number,
      whatsapp_account_id: account.id,
      template_id: template.id,
      language: template.language,
      category: template.category,
    },
  });
  const lines: DemoAuditLine[] = [];
  const told = (name: string, tell: (template: DemoTemplate) => DemoAuditLine) => {
    const template = byName.get(name);
    if (template) lines.push(tell(template));
  };
  told('promo_tabaski', (template) => line(template.updated_at, demo, 'template.edited', template));
  told('code_verification', (template) => line(template.created_at, admin, 'template.created', template));
  // An old promotion the admin cleared away: the log keeps it, the list no longer has it.
  const deleted = {
    id: goneDemoId(shopId, 'template-promo_korite'),
    name: 'promo_korite',
    language: 'fr',
    category: 'MARKETING',
  };
  lines.push(line(now.getTime() - 20 * DAY, admin, 'template.deleted', deleted));
  // Khady's, since she edits: one Meta refused, one approved since, one still waiting.
  for (const name of ['soldes_refuse', 'nouvelle_collection', 'relance_panier'])
    told(name, (template) => line(template.created_at, editor, 'template.created', template));
  return lines;
}

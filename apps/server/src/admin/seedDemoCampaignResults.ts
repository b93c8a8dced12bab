import { sql } from 'drizzle-orm';
import { writeCampaignMessages } from '../features/broadcasts/writeSettledMessages';
import { EVERYONE, promoMessage, storedModel, welcomeMessage } from './demoCampaignPlanModels';
import type { DemoCampaignScope } from './demoCampaignScope';

// i18n-exempt-file: the demo shop's own campaign names and Meta's own (English) error words

const DAY = 24 * 3_600_000;

/**
 * Issue 24, part "results": on the demo shop, a campaign finished six days ago with what a real
 * one shows (delivered, read, replies within 24 h, failures with Meta's reasons, customers Meta
 * capped), one paused two days ago by a quality drop of the number (its reason stored as the
 * protection's code), and the shop's WhatsApp account at quality YELLOW, tier 1K. Ids derive from
 * the shop's: running it again changes nothing.
 */
export async function seedDemoCampaignResults(scope: DemoCampaignScope): Promise<void> {
  const { db, shopId } = scope;
  await db.execute(sql`
    UPDATE whatsapp_accounts SET quality_rating = 'YELLOW', messaging_limit_tier = 'TIER_1K'
    WHERE chatbot_id = ${shopId}`);
  const now = Date.now();
  await seedCampaign(scope, {
    key: 'results-finished',
    name: 'Soldes de fin de mois',
    message: promoMessage('30'),
    startedAt: now - 6 * DAY,
    status: 'finished',
    size: 40,
  });
  await seedCampaign(scope, {
    key: 'results-paused',
    name: 'Nouveautés : pagnes wax',
    message: welcomeMessage,
    startedAt: now - 2 * DAY,
    status: 'paused',
    size: 30,
  });
}

interface DemoCampaign {
  key: string;
  name: string;
  message: ReturnType<typeof promoMessage>;
  startedAt: number;
  status: 'finished' | 'paused';
  size: number;
}

/**
 * One campaign and its recipients, inserted together the first time only. Outcomes by position:
 * most delivered and read, a quarter of the readers replied within the hour, a few failures with
 * Meta's codes (invalid number 131026, outside the 24-hour window 131047, marketing stopped
 * 131050), two capped by Meta (131049). The paused one stopped after its first third: the rest wait.
 */
async function seedCampaign({ db, shopId }: DemoCampaignScope, campaign: DemoCampaign): Promise<void> {
  const startedAt = new Date(campaign.startedAt).toISOString();
  const paused = campaign.status === 'paused';
  const created = await db.execute<{ id: string }>(sql`
    INSERT INTO broadcasts (id, chatbot_id, template_name, template_language, parameters, conditions, model, phone_number_id,
      status, pause_reason, paused_automatically_at, total, skipped, created_at, finished_at, name)
    SELECT md5(${shopId}::text || ${campaign.key})::uuid, c.id, ${campaign.message.title}, ${campaign.message.langage},
      ${JSON.stringify(campaign.message.parameters)}::jsonb, ${JSON.stringify(EVERYONE)}::jsonb,
      ${JSON.stringify(storedModel(campaign.message))}::jsonb, c.phone_number_id, ${campaign.status},
      ${paused ? 'quality:FLAGGED' : null}, ${paused ? startedAt : null}::timestamptz + interval '25 minutes', 0, 0,
      ${startedAt}::timestamptz, ${paused ? null : startedAt}::timestamptz + interval '40 minutes', ${campaign.name}
    FROM chatbots c WHERE c.id = ${shopId}
    ON CONFLICT (id) DO NOTHING
    RETURNING id`);
  const campaignId = created.rows[0]?.id;
  if (!campaignId) return;
  const sentUpTo = paused ? Math.floor(campaign.size / 3) : campaign.size;
  await db.execute(sql`
    WITH picked AS (
      SELECT eu.id, coalesce(eu.phone, '+' || eu.external_id) AS phone,
        row_number() OVER (ORDER BY md5(eu.id::text || ${campaign.key})) AS n
      FROM end_users eu WHERE eu.chatbot_id = ${shopId} AND NOT eu.is_test AND eu.channel = 'whatsapp'
      ORDER BY md5(eu.id::text || ${campaign.key}) LIMIT ${campaign.size}
    ), outcome AS (
      SELECT *, ${startedAt}::timestamptz + make_interval(secs => n * 2) AS sent,
        CASE WHEN n > ${sentUpTo} THEN 'pending'
             WHEN n % 13 = 0 THEN 'error:131026' WHEN n % 17 = 0 THEN 'failed:131047' WHEN n % 19 = 0 THEN 'failed:131050'
             WHEN n IN (7, 29) THEN 'capped' WHEN n % 5 = 0 THEN 'delivered' WHEN n % 11 = 0 THEN 'sent' ELSE 'read' END AS kind
      FROM picked
    )
    INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, attempts, next_attempt_at,
      message_id, error_code, error_text, sent_at, delivered_at, read_at, replied_at, updated_at)
    SELECT ${campaignId}, id, n, phone, split_part(kind, ':', 1),
      CASE kind WHEN 'pending' THEN 0 WHEN 'capped' THEN 3 ELSE 1 END, sent,
      CASE WHEN kind IN ('read', 'delivered', 'sent') OR kind LIKE 'failed:%' THEN 'wamid.demo-' || ${campaign.key} || '-' || n END,
      CASE kind WHEN 'error:131026' THEN 131026 WHEN 'failed:131047' THEN 131047 WHEN 'failed:131050' THEN 131050
                WHEN 'capped' THEN 131049 END,
      CASE kind WHEN 'error:131026' THEN '(#131026) Message undeliverable'
                WHEN 'failed:131047' THEN 'Re-engagement message'
                WHEN 'failed:131050' THEN 'User stopped marketing messages.'
                WHEN 'capped' THEN 'griot:capped' END,
      CASE WHEN kind IN ('read', 'delivered', 'sent') THEN sent END,
      CASE WHEN kind IN ('read', 'delivered') THEN sent + interval '4 seconds' END,
      CASE WHEN kind = 'read' THEN sent + make_interval(mins => 3 + (n % 50)::int) END,
      CASE WHEN kind = 'read' AND n % 4 = 1 THEN sent + make_interval(mins => 10 + (n % 50)::int) END,
      sent + interval '1 hour'
    FROM outcome
    ON CONFLICT (broadcast_id, end_user_id) DO NOTHING`);
  await db.execute(sql`
    UPDATE broadcasts SET total = (SELECT count(*) FROM broadcast_recipients WHERE broadcast_id = ${campaignId})
    WHERE id = ${campaignId}`);
  // Their sends in the customers' conversations, as the worker writes them (and once: a later run
  // of the app's settled-sends writer finds them there).
  await writeCampaignMessages(db, campaignId);
}

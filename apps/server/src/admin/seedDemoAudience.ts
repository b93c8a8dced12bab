import type { Database } from '@griot/db/openDatabase';
import type { VariableDeclaration } from '@griot/db/schema/chatbots';
import { FAKE_TEMPLATES } from '@griot/fakes/whatsAppTemplates';
import { sql } from 'drizzle-orm';
import { readTemplateModels } from '../channels/meta/readTemplateModels';
import { writeCampaignMessages } from '../features/broadcasts/writeSettledMessages';

const DEMO_VARIABLES: VariableDeclaration[] = [
  { id: 'city', slug: 'Ville', type: 'text' },
  { id: 'product_interest', slug: 'Produit préféré', type: 'text' },
  { id: 'budget', slug: 'Budget (FCFA)', type: 'any_type' },
];
const CITIES = ['Dakar', 'Dakar', 'Dakar', 'Thiès', 'Saint-Louis', 'Ziguinchor', 'Touba', 'Mbour'];
const INTERESTS = ['pagnes', 'bijoux', 'boubous', 'sacs', 'chaussures'];
const BUDGETS = ['5000', '10000', '15000', '25000', '50000'];
/** The WhatsApp Business Account the Graph fake answers for (any id works there). */
const DEMO_WABA_ID = '102290129340398';
const DEMO_CAMPAIGN_TEMPLATE = 'promo_tabaski';
const DEMO_CAMPAIGN_REPLY = 'Bonjour, la promo marche aussi pour les bazins ? Je passe samedi.';
/** The shop's own models, sent as text to customers who wrote in the last 24 h. */
const DEMO_LOCAL_MODELS = [
  {
    title: 'relance_panier',
    langage: 'fr',
    content: "Bonjour {{1}}, votre panier vous attend ! Profitez de {{2}} % de remise aujourd'hui.",
  },
  {
    title: 'nouvel_arrivage',
    langage: 'fr',
    content:
      'Bonjour {{1}}, de nouveaux {{2}} viennent d’arriver à la boutique. Répondez « Voir » pour découvrir la sélection.',
  },
];

/**
 * The audience of the demo shop: declared variables (city, product interest, budget) with values on
 * its customers so segments have something to find, a WABA id so the broadcast models list the
 * fake's templates, two local models, one customer who wrote STOP, and one finished broadcast
 * with its report.
 * Idempotent: values, the opt-out and the campaign are only added where missing.
 */
export async function seedDemoAudience(db: Database, chatbotId: string): Promise<void> {
  await db.execute(sql`
    UPDATE chatbots SET
      variables = variables || coalesce((
        SELECT jsonb_agg(d) FROM jsonb_array_elements(${JSON.stringify(DEMO_VARIABLES)}::jsonb) d
        WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(chatbots.variables) v WHERE v ->> 'id' = d ->> 'id')
      ), '[]'::jsonb),
      waba_id = CASE WHEN waba_id = '' THEN ${DEMO_WABA_ID} ELSE waba_id END
    WHERE id = ${chatbotId}`);
  // Values picked from each customer's number: the same on every run, spread over the lists.
  const values = await db.execute<{ n: number }>(sql`
    WITH customers AS (
      SELECT id, abs(hashtext(external_id)) AS h FROM end_users WHERE chatbot_id = ${chatbotId} AND NOT is_test
    ), added AS (
      INSERT INTO end_user_variables (end_user_id, chatbot_id, name, value_text, value_number)
      SELECT c.id, ${chatbotId}, x.name, x.value, CASE WHEN x.name = 'budget' THEN x.value::numeric END
      FROM customers c
      CROSS JOIN LATERAL (VALUES
        ('city', ${JSON.stringify(CITIES)}::jsonb ->> (c.h % ${CITIES.length})::int),
        ('product_interest', ${JSON.stringify(INTERESTS)}::jsonb ->> ((c.h / 7) % ${INTERESTS.length})::int),
        ('budget', ${JSON.stringify(BUDGETS)}::jsonb ->> ((c.h / 13) % ${BUDGETS.length})::int)
      ) AS x(name, value)
      WHERE c.h % 10 <> 0
      ON CONFLICT (end_user_id, name) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM added`);
  await db.execute(sql`
    UPDATE end_users SET opted_out_at = now() - interval '20 days'
    WHERE id = (SELECT id FROM end_users WHERE chatbot_id = ${chatbotId} AND external_id = '221779000007')
      AND opted_out_at IS NULL AND NOT EXISTS (SELECT 1 FROM broadcasts WHERE chatbot_id = ${chatbotId})`);
  // No Meta here: the demo's models are the Graph fake's templates, as if fetched once (the
  // models call serves the last fetched list while Graph is unreachable).
  await db.execute(sql`
    INSERT INTO broadcast_template_cache (chatbot_id, waba_id, templates, fetched_at)
    SELECT id, waba_id, ${JSON.stringify(FAKE_TEMPLATES)}::jsonb, now() FROM chatbots WHERE id = ${chatbotId}
    ON CONFLICT (chatbot_id) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO broadcast_models (chatbot_id, title, langage, content)
    SELECT ${chatbotId}, m.title, m.langage, m.content
    FROM jsonb_to_recordset(${JSON.stringify(DEMO_LOCAL_MODELS)}::jsonb) AS m(title text, langage text, content text)
    ON CONFLICT (chatbot_id, title, langage) DO NOTHING`);
  const campaign = await seedFinishedCampaign(db, chatbotId);
  await seedCampaignConversations(db, chatbotId);
  const added = values.rows[0]?.n ?? 0;
  if (added > 0 || campaign)
    console.log(
      `Audience de « Boutique Téranga » : ${added} valeurs de variables${campaign ? ', une diffusion terminée avec son rapport' : ''}.`,
    );
}

/**
 * A broadcast sent ten minutes ago to the customers of Dakar (delivered, read, one invalid number,
 * one STOP): the latest message of their conversations, as after a real campaign (a transcript
 * reads in the order messages were written, so an older date would put it out of order).
 */
async function seedFinishedCampaign(db: Database, chatbotId: string): Promise<boolean> {
  const existing = await db.execute(sql`SELECT 1 FROM broadcasts WHERE chatbot_id = ${chatbotId} LIMIT 1`);
  if (existing.rows.length > 0) return false;
  const conditions = [{ idvariable: 'city', comparison: '=', value: 'Dakar', operator: null }];
  const parameters = [
    { key: 'header.1', source: 'constant', value: 'Tabaski', fallback: '' },
    { key: 'body.1', source: 'variable', value: 'first_name', fallback: 'cher client' },
    { key: 'body.2', source: 'constant', value: '20', fallback: '' },
  ];
  const created = await db.execute<{ id: string }>(sql`
    INSERT INTO broadcasts (chatbot_id, template_name, template_language, parameters, conditions, model,
      phone_number_id, status, created_at, finished_at)
    SELECT ${chatbotId}, ${DEMO_CAMPAIGN_TEMPLATE}, 'fr', ${JSON.stringify(parameters)}::jsonb,
      ${JSON.stringify(conditions)}::jsonb, ${JSON.stringify(demoCampaignModel())}::jsonb, c.phone_number_id, 'finished',
      now() - interval '10 minutes', now() - interval '10 minutes' + interval '40 seconds'
    FROM chatbots c WHERE c.id = ${chatbotId}
    RETURNING id`);
  const id = created.rows[0]?.id;
  if (!id) return false;
  await db.execute(sql`
    WITH dakar AS (
      SELECT eu.id, eu.phone, eu.external_id, eu.opted_out_at,
        row_number() OVER (ORDER BY eu.created_at, eu.id) AS position
      FROM end_users eu JOIN end_user_variables v ON v.end_user_id = eu.id AND v.name = 'city' AND v.value_text = 'Dakar'
      WHERE eu.chatbot_id = ${chatbotId} AND NOT eu.is_test AND eu.channel = 'whatsapp'
    )
    INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, attempts, message_id,
      error_code, error_text, updated_at)
    SELECT ${id}, d.id, d.position, d.phone,
      CASE WHEN d.opted_out_at IS NOT NULL THEN 'skipped'
           WHEN d.position = 5 THEN 'error'
           WHEN d.position % 3 = 0 THEN 'read'
           WHEN d.position % 7 = 0 THEN 'failed'
           ELSE 'delivered' END,
      CASE WHEN d.opted_out_at IS NOT NULL THEN 0 ELSE 1 END,
      CASE WHEN d.opted_out_at IS NOT NULL OR d.position = 5 THEN NULL ELSE 'wamid.demo.' || d.external_id END,
      CASE WHEN d.position = 5 THEN 131026 WHEN d.position % 7 = 0 AND d.position % 3 <> 0 THEN 131049 END,
      CASE WHEN d.opted_out_at IS NOT NULL THEN 'Désabonné (STOP)'
           WHEN d.position = 5 THEN 'Numéro WhatsApp invalide : (#131026) Message undeliverable'
           WHEN d.position % 7 = 0 AND d.position % 3 <> 0 THEN 'Limité par Meta' END,
      now() - interval '10 minutes' + make_interval(secs => d.position * 0.2)
    FROM dakar d`);
  await db.execute(sql`
    UPDATE broadcasts SET total = (SELECT count(*) FROM broadcast_recipients WHERE broadcast_id = ${id}),
      skipped = (SELECT count(*) FROM broadcast_recipients WHERE broadcast_id = ${id} AND status = 'skipped')
    WHERE id = ${id}`);
  return true;
}

/**
 * Each customer's conversation shows what the campaign sent them (as the worker writes it), and
 * one customer answered it: what an agent opens the conversation to find. A demo seeded before
 * campaigns kept their texts gets them. Idempotent.
 */
async function seedCampaignConversations(db: Database, chatbotId: string): Promise<void> {
  const campaign = await db.execute<{ id: string }>(sql`
    UPDATE broadcasts SET model = model || ${JSON.stringify(demoCampaignModel())}::jsonb
    WHERE chatbot_id = ${chatbotId} AND template_name = ${DEMO_CAMPAIGN_TEMPLATE}
    RETURNING id`);
  for (const { id } of campaign.rows) {
    await writeCampaignMessages(db, id);
    // A read recipient answered the promotion: the agent sees what the reply answers.
    await db.execute(sql`
      WITH reader AS (
        SELECT m.end_user_id, m.chatbot_id, m.created_at FROM broadcast_recipients r JOIN messages m ON m.id = r.id
        WHERE r.broadcast_id = ${id} AND r.status = 'read'
          AND NOT EXISTS (SELECT 1 FROM messages later WHERE later.end_user_id = m.end_user_id AND later.seq > m.seq)
          AND NOT EXISTS (SELECT 1 FROM messages answered WHERE answered.chatbot_id = ${chatbotId}
                            AND answered.direction = 'in' AND answered.content->>'text' = ${DEMO_CAMPAIGN_REPLY})
        ORDER BY r.position LIMIT 1
      ), reply AS (
        INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at)
        SELECT chatbot_id, end_user_id, 'in', 'text',
          jsonb_build_object('event', jsonb_build_object('type', 'text', 'text', ${DEMO_CAMPAIGN_REPLY}::text), 'text', ${DEMO_CAMPAIGN_REPLY}::text),
          'received', least(created_at + interval '4 minutes', now())
        FROM reader
        RETURNING end_user_id, created_at
      )
      UPDATE conversations c SET last_inbound_at = reply.created_at, last_message_at = reply.created_at,
        last_message_preview = ${DEMO_CAMPAIGN_REPLY}, unread_count = c.unread_count + 1
      FROM reply WHERE c.end_user_id = reply.end_user_id`);
  }
}

/** The campaign's model as startCampaign keeps it: the fake's approved template, with its texts. */
function demoCampaignModel(): Record<string, unknown> {
  const template = readTemplateModels(FAKE_TEMPLATES).find((model) => model.title === DEMO_CAMPAIGN_TEMPLATE);
  if (!template) throw new Error(`the Graph fake has no ${DEMO_CAMPAIGN_TEMPLATE} template`);
  return {
    parameters: template.parameters,
    parameterFormat: template.parameterFormat,
    source: template.source,
    content: template.content,
    header: template.header,
    footer: template.footer,
    buttons: template.buttons,
  };
}

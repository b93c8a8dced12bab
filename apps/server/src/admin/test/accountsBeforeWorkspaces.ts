import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';

/** An account as it stood before workspaces, and what its workspace must be called afterwards. */
export interface AccountBefore {
  id: string;
  email: string;
  /** A live session's bearer token (its hash is what the row holds). */
  token: string;
  workspaceName: string;
}

interface Person {
  firstname: string;
  lastname: string;
  company: string;
  email: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A database at migration 0038 filled as seed-demo fills one, in plain SQL of that schema (the
 * application's code speaks the schema after it): a business with a company, a provider without
 * one, each with WhatsApp and web chatbots, their flows and revisions, end-users with variables,
 * conversations (an agent took one over), messages with media, a finished broadcast, models,
 * WhatsApp accounts (one linked), invoices, GRIOT IA knowledge, every kind of stored file, sessions
 * and security rows; and a third account that only signed up, its company left blank.
 */
export async function fillAccountsBeforeWorkspaces(pool: pg.Pool): Promise<AccountBefore[]> {
  const shop = await account(pool, {
    firstname: 'Awa',
    lastname: 'Diop',
    company: 'Téranga Shop',
    email: 'awa@teranga.sn',
  });
  await businessOf(pool, shop.id, 'Boutique Téranga', 6);
  const provider = await account(pool, {
    firstname: 'Moussa',
    lastname: 'Ndiaye',
    company: '',
    email: 'moussa@keur.digital',
  });
  await businessOf(pool, provider.id, 'Pagnes de Thiès', 4);
  const newcomer = await account(pool, {
    firstname: 'Fatou',
    lastname: 'Sarr',
    company: '   ',
    email: 'fatou@example.sn',
  });
  return [
    { ...shop, workspaceName: 'Téranga Shop' },
    { ...provider, workspaceName: 'Moussa Ndiaye' },
    { ...newcomer, workspaceName: 'Fatou Sarr' },
  ];
}

/** The person, their profile picture, a live and a revoked session, and their security rows. */
async function account(pool: pg.Pool, person: Person): Promise<{ id: string; email: string; token: string }> {
  const picture = `avatars/${randomUUID()}.png`;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (firstname, lastname, company, email, tel, country, user_type, password_hash,
                        profile_picture, plan_id, created_at, last_login_at)
     VALUES ($1, $2, $3, $4, $6, 'SN', 'personal', 'scrypt$x', $5, 'premium',
             now() - interval '90 days', now() - interval '2 hours')
     RETURNING id`,
    [
      person.firstname,
      person.lastname,
      person.company,
      person.email,
      `/api/public/${picture}`,
      `+22177${String(person.email.length * 7919).padStart(7, '0')}`,
    ],
  );
  const id = rows[0]?.id ?? '';
  await pool.query(
    `INSERT INTO stored_files (path, owner_id, kind, size, original_name) VALUES ($1, $2, 'profile_picture', 120, 'moi.png')`,
    [picture, id],
  );
  const token = `jeton-${randomUUID()}`;
  await pool.query(
    `INSERT INTO sessions (user_id, token_hash, user_agent, ip, expires_at)
     VALUES ($1, $2, 'Mozilla/5.0 Firefox/140.0', '196.207.1.1', now() + interval '30 days'),
            ($1, $3, 'Mozilla/5.0 Chrome/141.0', '196.207.1.2', now() + interval '30 days')`,
    [id, hash(token), hash(`ancien-${token}`)],
  );
  await pool.query(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1`, [hash(`ancien-${token}`)]);
  await pool.query(
    `INSERT INTO account_events (user_id, kind, subject, ip) VALUES ($1, 'login', 'Firefox', '196.207.1.1'),
                                                                  ($1, 'password_changed', NULL, '196.207.1.1')`,
    [id],
  );
  await pool.query(`INSERT INTO known_devices (user_id, token_hash) VALUES ($1, $2)`, [
    id,
    hash(`appareil-${id}`),
  ]);
  await pool.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2), ($1, $3)`, [
    id,
    hash(`code1-${id}`),
    hash(`code2-${id}`),
  ]);
  await pool.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() - interval '1 day')`,
    [id, hash(`reset-${id}`)],
  );
  return { id, email: person.email, token };
}

/** What a business of seed-demo holds: two chatbots and everything hanging from them and the account. */
async function businessOf(pool: pg.Pool, ownerId: string, name: string, customers: number): Promise<void> {
  const whatsapp = await chatbot(pool, ownerId, name, 'whatsapp', customers);
  await chatbot(pool, ownerId, `${name} (web)`, 'web', customers - 2);
  await pool.query(
    `INSERT INTO whatsapp_accounts (owner_id, type, waba_id, phone_number_id, display_phone_number,
                                    code_verification_status, business_token_encrypted, chatbot_id, linked_at)
     VALUES ($1, 'ecommerce', $2, $3, '+221 77 000 00 01', 'VERIFIED', 'chiffré', $4, now()),
            ($1, 'customer_support', $2, '', '', 'NOT_VERIFIED', 'chiffré', NULL, NULL)`,
    [ownerId, `waba-${ownerId.slice(0, 8)}`, `pn-${ownerId.slice(0, 8)}`, whatsapp],
  );
  const broadcast = await pool.query<{ id: string }>(
    `INSERT INTO broadcasts (chatbot_id, created_by, template_name, template_language, model, phone_number_id,
                             status, total, finished_at)
     VALUES ($1, $2, 'promo_tabaski', 'fr', '{}'::jsonb, $3, 'finished', $4, now()) RETURNING id`,
    [whatsapp, ownerId, `pn-${ownerId.slice(0, 8)}`, customers],
  );
  await pool.query(
    `INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status)
     SELECT $1, id, row_number() OVER (ORDER BY external_id), '+' || external_id, 'sent'
     FROM end_users WHERE chatbot_id = $2`,
    [broadcast.rows[0]?.id, whatsapp],
  );
  await pool.query(
    `INSERT INTO broadcast_models (chatbot_id, title, content, langage) VALUES ($1, 'relance', 'Bonjour {{1}}', 'fr')`,
    [whatsapp],
  );
  await pool.query(
    `INSERT INTO invoices (user_id, number, plan_id, period_start, period_end, amount_cents, currency, status, issued_at)
     VALUES ($1, $2, 'premium', '2026-09-01', '2026-09-30', 2999, 'EUR', 'paid', '2026-10-01'),
            ($1, $3, 'premium', '2026-10-01', '2026-10-31', 2999, 'EUR', 'due', '2026-11-01')`,
    [ownerId, `GRT-09-${ownerId.slice(0, 8)}`, `GRT-10-${ownerId.slice(0, 8)}`],
  );
  // An editor upload named by a flow: the account's, tied to no chatbot.
  const image = `media/images/${randomUUID()}.png`;
  await pool.query(`UPDATE blocks SET flow = $1::jsonb WHERE chatbot_id = $2 AND category = 'standard'`, [
    JSON.stringify([{ type: 'image', link: `/api/public/${image}` }]),
    whatsapp,
  ]);
  await pool.query(`INSERT INTO stored_files (path, owner_id, kind, size) VALUES ($1, $2, 'media', 2048)`, [
    image,
    ownerId,
  ]);
}

/** A chatbot with its main blocks (and their revisions), customers, conversations and files. */
async function chatbot(
  pool: pg.Pool,
  ownerId: string,
  name: string,
  type: 'whatsapp' | 'web',
  customers: number,
): Promise<string> {
  const avatar = `avatars/${randomUUID()}.png`;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO chatbots (owner_id, bot_name, type, status, avatar, keyword_webhook, phone_number_id, variables)
     VALUES ($1, $2, $3, 'active', $4, $5, $6, '[{"id":"city","slug":"Ville","type":"text"}]'::jsonb)
     RETURNING id`,
    [
      ownerId,
      name,
      type,
      avatar,
      `kw-${randomUUID()}`,
      type === 'whatsapp' ? `pn-${ownerId.slice(0, 8)}` : '',
    ],
  );
  const id = rows[0]?.id ?? '';
  await pool.query(
    `INSERT INTO blocks (chatbot_id, idblock, blockname, type, category, flow)
     SELECT $1::uuid, c || '-' || left($1::uuid::text, 8), c, CASE WHEN c = 'standard' THEN 'standard' ELSE 'main' END, c,
            jsonb_build_array(jsonb_build_object('type', 'text', 'message', 'Bienvenue ' || c))
     FROM unnest(ARRAY['welcome', 'default', 'standard']) AS c`,
    [id],
  );
  await pool.query(
    `INSERT INTO block_revisions (block_id, revision, flow) SELECT id, 1, flow FROM blocks WHERE chatbot_id = $1`,
    [id],
  );
  const channel = type === 'web' ? 'web' : 'whatsapp';
  await pool.query(
    `INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, interaction_count)
     SELECT $1, $2, '22177' || lpad(n::text, 7, '0'), 'Client ' || n, '+22177' || lpad(n::text, 7, '0'), 3
     FROM generate_series(1, $3::int) AS n`,
    [id, channel, customers],
  );
  await pool.query(
    `INSERT INTO end_user_variables (end_user_id, chatbot_id, name, value_text)
     SELECT id, chatbot_id, 'city', CASE WHEN interaction_count % 2 = 0 THEN 'Dakar' ELSE 'Thiès' END
     FROM end_users WHERE chatbot_id = $1`,
    [id],
  );
  await pool.query(
    `INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, agent_id)
     SELECT e.chatbot_id, e.id, d.direction, 'text', jsonb_build_object('text', d.text),
            CASE WHEN d.direction = 'in' THEN 'received' ELSE 'sent' END, d.agent
     FROM end_users e
     CROSS JOIN (VALUES ('in', 'Bonjour', NULL::uuid), ('out', 'Bienvenue !', NULL::uuid),
                        ('in', 'Un pagne ?', NULL::uuid), ('out', 'Je regarde pour vous', $2::uuid)) AS d(direction, text, agent)
     WHERE e.chatbot_id = $1`,
    [id, ownerId],
  );
  await pool.query(
    `INSERT INTO conversations (end_user_id, chatbot_id, last_message_preview, unread_count, agent_id)
     SELECT id, chatbot_id, 'Je regarde pour vous', 1,
            CASE WHEN external_id LIKE '%1' THEN $2::uuid END
     FROM end_users WHERE chatbot_id = $1`,
    [id, ownerId],
  );
  // A customer's photo, copied from the platform, named by their message.
  const [first] = (
    await pool.query<{ id: string }>(
      'SELECT id FROM end_users WHERE chatbot_id = $1 ORDER BY external_id LIMIT 1',
      [id],
    )
  ).rows;
  const photo = `media/inbound/${id}/${randomUUID()}.jpg`;
  await pool.query(
    `INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
     VALUES ($1, $2, 'in', 'image', $3::jsonb, 'received')`,
    [id, first?.id, JSON.stringify({ link: `/api/public/${photo}` })],
  );
  const knowledge = `knowledge/${id}/${randomUUID()}.txt`;
  const file = await pool.query<{ id: string }>(
    `INSERT INTO knowledge_files (chatbot_id, original_name, mime_type, size, storage_key, status, chunk_count)
     VALUES ($1, 'faq.txt', 'text/plain', 64, $2, 'indexed', 1) RETURNING id`,
    [id, knowledge],
  );
  const fileId = file.rows[0]?.id;
  await pool.query(
    `INSERT INTO knowledge_chunks (chatbot_id, file_id, position, content) VALUES ($1, $2, 0, 'Livraison à Dakar en 24 h.')`,
    [id, fileId],
  );
  await pool.query(`INSERT INTO knowledge_jobs (file_id, status) VALUES ($1, 'done')`, [fileId]);
  await pool.query(
    `INSERT INTO knowledge_prompts (chatbot_id, prompt, generated_prompt) VALUES ($1, 'Tu es le vendeur', 'Tu es le vendeur')`,
    [id],
  );
  await pool.query(
    `INSERT INTO assistant_calls (chatbot_id, source, model, outcome) VALUES ($1, 'runtime', 'offline', 'answered')`,
    [id],
  );
  await pool.query(
    `INSERT INTO stored_files (path, owner_id, chatbot_id, kind, size, original_name)
     VALUES ($1, $4, $5, 'chatbot_avatar', 300, 'logo.png'),
            ($2, $4, $5, 'knowledge', 64, 'faq.txt'),
            ($3, $4, $5, 'inbound_media', 4096, '')`,
    [avatar, knowledge, photo, ownerId, id],
  );
  return id;
}

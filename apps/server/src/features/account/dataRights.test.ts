import { inflateRawSync } from 'node:zlib';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';
import { waitForMail } from '../../test/outbox';
import { buildWhatsAppBot, eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../test/webhookKit';

/** Billing, the data export and the account's deletion (the settings' 'Facturation' and 'Confidentialité' tabs). */
const testServer = useTestServer();

async function call(
  method: 'GET' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return testServer().app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

/** An invoice of the workspace (billing is the workspace's, not the person's). */
async function addInvoice(workspaceId: string, number: string, issuedAt: string) {
  const [row] = (
    await testServer().db.execute<{ id: string }>(sql`
      INSERT INTO invoices (workspace_id, number, plan_id, period_start, period_end, amount_cents, currency, status, issued_at)
      VALUES (${workspaceId}, ${number}, 'premium', '2026-10-01', '2026-10-31', 2999, 'EUR', 'paid', ${issuedAt}::timestamptz)
      RETURNING id`)
  ).rows;
  return row?.id ?? '';
}

/** A ZIP's files by name, read from its central directory and inflated. */
function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const local = zip.readUInt32LE(entry + 42);
    const name = zip.subarray(entry + 46, entry + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

describe('billing', () => {
  it('lists the Premium plan and the invoices, newest first; each downloads as a real PDF', async () => {
    const { workspaceId, auth } = await buildAccount(testServer());
    await addInvoice(workspaceId, `GRT-2026-09-${workspaceId.slice(0, 6)}`, '2026-10-01T08:00:00Z');
    const latest = await addInvoice(
      workspaceId,
      `GRT-2026-10-${workspaceId.slice(0, 6)}`,
      '2026-11-01T08:00:00Z',
    );
    const billing = (await call('GET', '/account/billing', auth)).json();
    expect(billing.plan).toEqual({
      id: 'premium',
      name: 'Premium',
      price_cents: 2999,
      currency: 'EUR',
      interval: 'month',
    });
    expect(billing.invoices.map((invoice: { id: string }) => invoice.id)[0]).toBe(latest);
    expect(billing.invoices[0]).toMatchObject({ date: '2026-11-01', amount_cents: 2999, status: 'paid' });

    const pdf = await call('GET', `/account/invoices/${latest}/pdf`, auth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(pdf.headers['content-disposition'])).toContain('facture-GRT-2026-10');
  });

  it('answers 404 for another account’s invoice', async () => {
    const owner = await buildAccount(testServer());
    const intruder = await buildAccount(testServer());
    const invoice = await addInvoice(
      owner.workspaceId,
      `GRT-X-${owner.workspaceId.slice(0, 8)}`,
      '2026-11-01T08:00:00Z',
    );
    const response = await call('GET', `/account/invoices/${invoice}/pdf`, intruder.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Facture introuvable');
  });
});

describe('export', () => {
  it('holds the account’s chatbots, end-users and messages, and nothing of another account', async () => {
    const server = testServer();
    const { chatbotId, owner } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue !' }]);
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from: '221774440001', text: 'Je veux un pagne' }),
    );
    await eventually(async () => {
      const rows = await server.db.execute(sql`SELECT 1 FROM messages WHERE chatbot_id = ${chatbotId}`);
      return rows.rows.length >= 1;
    });
    const other = await buildWhatsAppBot(server, [{ type: 'text', message: 'Autre boutique' }]);
    const email = owner.email;
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/verify/user',
      payload: { email, password: DEFAULT_TEST_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    await server.db.execute(sql`
      INSERT INTO broadcast_models (chatbot_id, title, content, langage)
      VALUES (${chatbotId}, 'relance_panier', 'Bonjour {{1}}, votre panier vous attend !', 'fr')`);

    const response = await call('GET', '/account/export', auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/zip');
    const files = unzip(response.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'compte.json',
        `chatbots/${chatbotId}/chatbot.json`,
        `chatbots/${chatbotId}/blocs.json`,
        `chatbots/${chatbotId}/utilisateurs.json`,
        `chatbots/${chatbotId}/messages.ndjson`,
        `chatbots/${chatbotId}/modeles-diffusion.json`,
        'LISEZMOI.txt',
      ]),
    );
    expect(files.get(`chatbots/${chatbotId}/modeles-diffusion.json`)).toContain('votre panier vous attend');
    expect([...files.keys()].some((name) => name.includes(other.chatbotId))).toBe(false);
    expect(files.get('compte.json')).toContain(email);
    expect(files.get(`chatbots/${chatbotId}/utilisateurs.json`)).toContain('221774440001');
    expect(files.get(`chatbots/${chatbotId}/messages.ndjson`)).toContain('Je veux un pagne');
    expect(files.get('LISEZMOI.txt')).toContain(`chatbots/${chatbotId}/messages.ndjson`);
    // Secrets never leave the server, not even to their owner.
    const everything = [...files.values()].join('\n');
    expect(everything).not.toMatch(/passwordHash|accessTokenEncrypted|appSecretEncrypted|tokenHash/);
  });
});

describe('deletion', () => {
  it('refuses without the confirmation or with a wrong password, in French, deleting nothing', async () => {
    const { user, auth } = await buildAccount(testServer());
    const unconfirmed = await call('DELETE', '/account', auth, { password: DEFAULT_TEST_PASSWORD });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toContain('Confirmez la suppression du compte');
    const wrong = await call('DELETE', '/account', auth, { password: 'Faux!2026x', confirmed: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Mot de passe incorrect : le compte n’a pas été supprimé.');
    const rows = await testServer().db.execute(sql`SELECT 1 FROM users WHERE id = ${user.id}`);
    expect(rows.rows).toHaveLength(1);
  });

  it('removes every row of the account and its files, leaves other accounts alone, and sends a last mail', async () => {
    const server = testServer();
    const { chatbotId, workspaceId, owner } = await buildWhatsAppBot(server, [
      { type: 'text', message: 'Bienvenue !' },
    ]);
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from: '221774440002', text: 'Bonjour' }),
    );
    await eventually(async () => {
      const rows = await server.db.execute(sql`SELECT 1 FROM messages WHERE chatbot_id = ${chatbotId}`);
      return rows.rows.length >= 2;
    });
    const bystander = await buildWhatsAppBot(server, [{ type: 'text', message: 'Je reste' }]);
    const email = owner.email;
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/verify/user',
      payload: { email, password: DEFAULT_TEST_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    await server.db.execute(sql`
      INSERT INTO broadcast_models (chatbot_id, title, content, langage) VALUES (${chatbotId}, 'rappel', 'Bonjour', 'fr')`);
    const photo = await multipart({ avatar: fileOf(tinyPng(), 'moi.png', 'image/png') });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...auth, ...photo.headers },
      payload: photo.payload,
    });
    const picture: string = uploaded.json().profile_picture;
    const knowledgeUpload = await multipart({
      files: fileOf(Buffer.from('Livraison à Dakar en 24 h.\n'), 'faq.txt', 'text/plain'),
    });
    const knowledge = await server.app.inject({
      method: 'POST',
      url: `/api/upload/knowledge/jarvis/${chatbotId}`,
      headers: { ...auth, ...knowledgeUpload.headers },
      payload: knowledgeUpload.payload,
    });
    expect(knowledge.statusCode, knowledge.body).toBe(200);
    const knowledgeFile = `/api/public/${knowledge.json().files[0].path as string}`;
    expect((await server.app.inject({ method: 'GET', url: knowledgeFile })).statusCode).toBe(200);

    const deleted = await call('DELETE', '/account', auth, {
      password: DEFAULT_TEST_PASSWORD,
      confirmed: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Votre compte et toutes ses données ont été supprimés.');

    const left = await server.db.execute<{ rows: number }>(sql`
      SELECT (SELECT count(*) FROM users WHERE id = ${owner.id})
           + (SELECT count(*) FROM workspaces WHERE id = ${workspaceId})
           + (SELECT count(*) FROM workspace_members WHERE workspace_id = ${workspaceId} OR user_id = ${owner.id})
           + (SELECT count(*) FROM chatbots WHERE workspace_id = ${workspaceId})
           + (SELECT count(*) FROM end_users WHERE chatbot_id = ${chatbotId})
           + (SELECT count(*) FROM messages WHERE chatbot_id = ${chatbotId})
           + (SELECT count(*) FROM conversations WHERE chatbot_id = ${chatbotId})
           + (SELECT count(*) FROM blocks WHERE chatbot_id = ${chatbotId})
           + (SELECT count(*) FROM sessions WHERE user_id = ${owner.id})
           + (SELECT count(*) FROM account_events WHERE user_id = ${owner.id})
           + (SELECT count(*) FROM stored_files WHERE owner_id = ${owner.id} OR workspace_id = ${workspaceId})
           + (SELECT count(*) FROM knowledge_files WHERE chatbot_id = ${chatbotId})
           + (SELECT count(*) FROM broadcast_models WHERE chatbot_id = ${chatbotId}) AS rows`);
    expect(Number(left.rows[0]?.rows)).toBe(0);
    expect((await server.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: knowledgeFile })).statusCode).toBe(404);
    expect((await call('GET', '/account/profile', auth)).statusCode).toBe(401);
    const kept = await server.db.execute(sql`SELECT 1 FROM chatbots WHERE id = ${bystander.chatbotId}`);
    expect(kept.rows).toHaveLength(1);
    const mail = await waitForMail(server.outboxDir, email);
    expect(mail.subject).toBe('Votre compte Griot a été supprimé');
  });
});

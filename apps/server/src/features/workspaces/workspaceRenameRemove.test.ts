import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

/** PUT and DELETE /workspaces/{id}: renaming (admins) and deleting with everything in it (owners). */
const testServer = useTestServer();
type Auth = { authorization: string };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) {
  return testServer().app.inject({
    method,
    url: `/api${url}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
}

async function createWorkspace(auth: Auth, name: string): Promise<string> {
  const created = await call('POST', '/workspaces', auth, { name });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().workspace.id;
}

async function addMember(workspaceId: string, userId: string, role: string) {
  await testServer().db.execute(sql`
    INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (${workspaceId}, ${userId}, ${role})`);
}

async function workspaceName(id: string): Promise<string | undefined> {
  const { rows } = await testServer().db.execute<{ name: string }>(
    sql`SELECT name FROM workspaces WHERE id = ${id}`,
  );
  return rows[0]?.name;
}

async function activeWorkspaceOf(auth: Auth): Promise<string | null> {
  const me = await call('GET', '/strong/auth/me', auth);
  expect(me.statusCode, me.body).toBe(200);
  return me.json().data.workspace?.id ?? null;
}

describe('PUT /workspaces/{id}', () => {
  it('renames for an admin, records who and what in the audit log, and returns the new summary', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const admin = await buildAccount(server);
    await addMember(owner.workspaceId, admin.user.id, 'admin');
    const before = (await workspaceName(owner.workspaceId)) as string;

    const renamed = await call('PUT', `/workspaces/${owner.workspaceId}`, admin.auth, {
      name: '  Téranga Pro  ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Espace de travail renommé',
      workspace: { id: owner.workspaceId, name: 'Téranga Pro', role: 'admin', members: 2 },
    });
    expect(await workspaceName(owner.workspaceId)).toBe('Téranga Pro');
    const audit = await server.db.execute(sql`
      SELECT type, subject, details, actor_id FROM audit_events WHERE workspace_id = ${owner.workspaceId}`);
    expect(audit.rows).toEqual([
      {
        type: 'workspace.renamed',
        subject: 'Téranga Pro',
        details: { from: before, to: 'Téranga Pro' },
        actor_id: admin.user.id,
      },
    ]);
    // The same name again changes nothing and records nothing.
    expect(
      (await call('PUT', `/workspaces/${owner.workspaceId}`, owner.auth, { name: 'Téranga Pro' })).statusCode,
    ).toBe(200);
    const events = await server.db.execute(
      sql`SELECT 1 FROM audit_events WHERE workspace_id = ${owner.workspaceId}`,
    );
    expect(events.rows).toHaveLength(1);
  });

  it('refuses an empty or too long name (400), an editor (403) and a stranger (404), changing nothing', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const editor = await buildAccount(server);
    const stranger = await buildAccount(server);
    await addMember(owner.workspaceId, editor.user.id, 'editor');
    const before = await workspaceName(owner.workspaceId);
    const url = `/workspaces/${owner.workspaceId}`;

    const empty = await call('PUT', url, owner.auth, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Le nom de l'espace est requis");
    const long = await call('PUT', url, owner.auth, { name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Le nom de l'espace ne peut pas dépasser 80 caractères");
    const byEditor = await call('PUT', url, editor.auth, { name: 'Pris par un éditeur' });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().message).toBe('Votre rôle dans cet espace de travail ne permet pas cette action.');
    expect((await call('PUT', url, stranger.auth, { name: 'Pris' })).statusCode).toBe(404);

    expect(await workspaceName(owner.workspaceId)).toBe(before);
    const events = await server.db.execute(
      sql`SELECT 1 FROM audit_events WHERE workspace_id = ${owner.workspaceId}`,
    );
    expect(events.rows).toHaveLength(0);
  });
});

describe('DELETE /workspaces/{id}', () => {
  it('deletes everything in it in one go and moves every member session that worked in it', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const member = await buildAccount(server);
    const doomed = await createWorkspace(owner.auth, 'Boutique fermée');
    await addMember(doomed, member.user.id, 'editor');
    expect((await call('POST', `/workspaces/${doomed}/switch`, owner.auth)).statusCode).toBe(200);
    expect((await call('POST', `/workspaces/${doomed}/switch`, member.auth)).statusCode).toBe(200);
    expect(await activeWorkspaceOf(member.auth)).toBe(doomed);

    const chatbotId = await buildChatbot(server, doomed, { bot_name: 'Bot fermé' });
    const kept = await buildChatbot(server, owner.workspaceId, { bot_name: 'Bot gardé' });
    await server.db.execute(sql`
      WITH e AS (INSERT INTO end_users (chatbot_id, channel, external_id) VALUES (${chatbotId}, 'telegram', '42') RETURNING id)
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
      SELECT ${chatbotId}, id, 'in', 'text', '{"text":"Bonjour"}', 'received' FROM e`);
    await server.db.execute(sql`
      INSERT INTO invoices (workspace_id, number, plan_id, period_start, period_end, amount_cents, currency, status)
      VALUES (${doomed}, ${`GRT-${doomed.slice(0, 8)}`}, 'premium', '2026-10-01', '2026-10-31', 2999, 'EUR', 'paid')`);
    await server.db.execute(sql`
      INSERT INTO whatsapp_accounts (workspace_id, type, waba_id, phone_number_id, business_token_encrypted)
      VALUES (${doomed}, 'ecommerce', 'waba-1', '106540352242922', 'scellé')`);
    const fileKey = `media/${doomed}.txt`;
    await server.services.files.save(fileKey, Buffer.from('catalogue'));
    await server.db.execute(sql`
      INSERT INTO stored_files (path, workspace_id, kind, size) VALUES (${fileKey}, ${doomed}, 'media', 9)`);
    const [client] = (
      await server.db.execute<{ id: string }>(sql`
        INSERT INTO workspaces (name, kind, provider_workspace_id) VALUES ('Client servi', 'client', ${doomed})
        RETURNING id`)
    ).rows;

    const deleted = await call('DELETE', `/workspaces/${doomed}`, owner.auth, { confirmation: 'SUPPRIMER' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Espace de travail supprimé');

    const left = await server.db.execute<{ rows: number }>(sql`
      SELECT (SELECT count(*) FROM workspaces WHERE id = ${doomed})
           + (SELECT count(*) FROM workspace_members WHERE workspace_id = ${doomed})
           + (SELECT count(*) FROM chatbots WHERE workspace_id = ${doomed})
           + (SELECT count(*) FROM end_users WHERE chatbot_id = ${chatbotId})
           + (SELECT count(*) FROM messages WHERE chatbot_id = ${chatbotId})
           + (SELECT count(*) FROM blocks WHERE chatbot_id = ${chatbotId})
           + (SELECT count(*) FROM invoices WHERE workspace_id = ${doomed})
           + (SELECT count(*) FROM whatsapp_accounts WHERE workspace_id = ${doomed})
           + (SELECT count(*) FROM stored_files WHERE workspace_id = ${doomed}) AS rows`);
    expect(Number(left.rows[0]?.rows)).toBe(0);
    await expect(server.services.files.read(fileKey)).rejects.toThrow();
    expect((await server.db.execute(sql`SELECT 1 FROM chatbots WHERE id = ${kept}`)).rows).toHaveLength(1);

    // Both sessions go on where their person starts: their own workspace, at once.
    expect(await activeWorkspaceOf(owner.auth)).toBe(owner.workspaceId);
    expect(await activeWorkspaceOf(member.auth)).toBe(member.workspaceId);
    expect((await call('GET', '/get/list/chatbots', member.auth)).statusCode).toBe(200);
    // The client workspace it served stays, no longer anyone's client.
    const served = await server.db.execute(sql`
      SELECT kind, provider_workspace_id FROM workspaces WHERE id = ${client?.id}`);
    expect(served.rows).toEqual([{ kind: 'own', provider_workspace_id: null }]);
  });

  it("deletes a person's last workspace: they have none and a workspace call says so", async () => {
    const server = testServer();
    const alone = await buildAccount(server);
    const deleted = await call('DELETE', `/workspaces/${alone.workspaceId}`, alone.auth, {
      confirmation: 'SUPPRIMER',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await activeWorkspaceOf(alone.auth)).toBeNull();
    const list = await call('GET', '/get/list/chatbots', alone.auth);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(
      "Vous n'êtes membre d'aucun espace de travail : créez-en un ou demandez une invitation.",
    );
    expect((await call('GET', '/workspaces', alone.auth)).json()).toMatchObject({
      workspaces: [],
      active_id: null,
    });
  });

  it('refuses without SUPPRIMER (400), an admin (403) and a stranger (404), deleting nothing', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const admin = await buildAccount(server);
    const stranger = await buildAccount(server);
    await addMember(owner.workspaceId, admin.user.id, 'admin');
    const chatbotId = await buildChatbot(server, owner.workspaceId);
    const url = `/workspaces/${owner.workspaceId}`;

    for (const payload of [{}, { confirmation: 'supprimer' }, { confirmation: 'OUI' }]) {
      const refused = await call('DELETE', url, owner.auth, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe('Tapez SUPPRIMER pour confirmer');
    }
    const byAdmin = await call('DELETE', url, admin.auth, { confirmation: 'SUPPRIMER' });
    expect(byAdmin.statusCode).toBe(403);
    expect((await call('DELETE', url, stranger.auth, { confirmation: 'SUPPRIMER' })).statusCode).toBe(404);

    expect(await workspaceName(owner.workspaceId)).toBeDefined();
    expect((await server.db.execute(sql`SELECT 1 FROM chatbots WHERE id = ${chatbotId}`)).rows).toHaveLength(
      1,
    );
    expect(await activeWorkspaceOf(owner.auth)).toBe(owner.workspaceId);
  });
});

describe("an account's deletion", () => {
  it('takes the workspaces it alone owns the same way: another member working there moves on', async () => {
    const server = testServer();
    const leaving = await buildAccount(server);
    const member = await buildAccount(server);
    await addMember(leaving.workspaceId, member.user.id, 'agent');
    expect((await call('POST', `/workspaces/${leaving.workspaceId}/switch`, member.auth)).statusCode).toBe(
      200,
    );
    const deleted = await call('DELETE', '/account', leaving.auth, {
      password: 'MotDePasse!2026',
      confirmed: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await workspaceName(leaving.workspaceId)).toBeUndefined();
    expect(await activeWorkspaceOf(member.auth)).toBe(member.workspaceId);
  });
});

import { endUsers } from '@griot/db/schema/endUsers';
import { endUserVariables } from '@griot/db/schema/endUserVariables';
import { messages } from '@griot/db/schema/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { buildWhatsAppBot } from '../../test/webhookKit';

const testServer = useTestServer();

describe('end-user detail and edit', () => {
  it('shows identity, variables and last messages; edits name, email and values; 404 for another account', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const { chatbotId } = await buildWhatsAppBot(
      server,
      [{ type: 'text', message: 'Bonjour' }],
      [
        { id: 'city', slug: 'Ville', type: 'text' },
        { id: 'interest', slug: 'Intérêt', type: 'text' },
      ],
    );
    await server.db.execute(
      sql`UPDATE chatbots SET workspace_id = ${owner.workspaceId} WHERE id = ${chatbotId}`,
    );
    const [user] = await server.db
      .insert(endUsers)
      .values({
        chatbotId,
        channel: 'whatsapp',
        externalId: '221770001122',
        fullName: 'Awa Diop',
        phone: '+221770001122',
      })
      .returning();
    const id = user?.id ?? '';
    await server.db
      .insert(endUserVariables)
      .values({ endUserId: id, chatbotId, name: 'city', valueText: 'Dakar' });
    await server.db.insert(messages).values({
      chatbotId,
      endUserId: id,
      direction: 'in',
      type: 'text',
      content: { event: { type: 'text', text: 'Bonjour' }, text: 'Bonjour' },
      status: 'received',
    });
    await server.db.execute(sql`INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, session)
      VALUES (${id}, ${chatbotId}, (SELECT workspace_id FROM chatbots WHERE id = ${chatbotId}), '{"version":1,"position":null,"variables":{"city":"Dakar"},"tokenCount":0}'::jsonb)`);

    const detail = await server.app.inject({
      method: 'GET',
      url: `/api/strong/end-user/${id}`,
      headers: owner.auth,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().user).toMatchObject({
      name: 'Awa Diop',
      channel: 'whatsapp',
      usertel: '221770001122',
      variables: [
        { id: 'city', slug: 'Ville', value: 'Dakar' },
        { id: 'interest', slug: 'Intérêt', value: '' },
      ],
      messages: [{ direction: 'in', text: 'Bonjour' }],
    });

    const edited = await server.app.inject({
      method: 'PUT',
      url: `/api/strong/end-user/${id}`,
      headers: owner.auth,
      payload: {
        name: 'Awa Ndiaye',
        email: 'awa@example.sn',
        variables: { city: 'Thiès', interest: 'pagnes' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().user.variables.map((v: { value: string }) => v.value)).toEqual(['Thiès', 'pagnes']);
    const session = await server.db.execute<{ variables: Record<string, string> }>(
      sql`SELECT session -> 'variables' AS variables FROM conversations WHERE end_user_id = ${id}`,
    );
    expect(session.rows[0]?.variables).toEqual({ city: 'Thiès', interest: 'pagnes' });

    const badEmail = await server.app.inject({
      method: 'PUT',
      url: `/api/strong/end-user/${id}`,
      headers: owner.auth,
      payload: { name: 'Awa', email: 'pas-un-email', variables: {} },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Veuillez entrer une adresse email valide');
    const unknown = await server.app.inject({
      method: 'PUT',
      url: `/api/strong/end-user/${id}`,
      headers: owner.auth,
      payload: { name: 'Awa', email: '', variables: { quartier: 'Médina' } },
    });
    expect(unknown.json().message).toBe('Variable inconnue : quartier');

    const stranger = await buildAccount(server);
    const foreign = await server.app.inject({
      method: 'GET',
      url: `/api/strong/end-user/${id}`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignEdit = await server.app.inject({
      method: 'PUT',
      url: `/api/strong/end-user/${id}`,
      headers: stranger.auth,
      payload: { name: 'Volé', email: '', variables: {} },
    });
    expect(foreignEdit.statusCode).toBe(404);
    const still = await server.db.execute<{ full_name: string }>(
      sql`SELECT full_name FROM end_users WHERE id = ${id}`,
    );
    expect(still.rows[0]?.full_name).toBe('Awa Ndiaye');
  });
});

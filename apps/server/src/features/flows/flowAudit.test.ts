import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../test/auditTrail';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { loggedInMember } from '../../test/matrixWorld';

const testServer = useTestServer();

async function setup() {
  const account = await buildAccount(testServer());
  const chatbotId = await buildChatbot(testServer(), account.workspaceId, { bot_name: 'Boutique Téranga' });
  const call = (auth: { authorization: string }, url: string, payload?: Record<string, unknown>) =>
    testServer().app.inject({ method: payload ? 'POST' : 'GET', url: `/api${url}`, headers: auth, payload });
  const tree = (await call(account.auth, `/strong/get/chatbot/${chatbotId}/flow`)).json().flow;
  const welcome: { idblock: string; type: string; blockname: string } = tree.mainblocks.welcome;
  const save = (auth: { authorization: string }, flow: unknown[], revision?: number) =>
    call(auth, `/update/flow/${chatbotId}/${welcome.idblock}/${welcome.type}`, { flow, revision });
  return { ...account, chatbotId, welcome, call, save };
}

const published = (details: Record<string, unknown>) => ({ type: 'flow.published', details });

describe('the audit log of flows', () => {
  it('records a complete save as a publication, merges quick ones, and leaves drafts out', async () => {
    const { db } = testServer();
    const { auth, user, workspaceId, chatbotId, welcome, save } = await setup();
    const first = await save(auth, [{ type: 'text', message: 'Bienvenue' }]);
    expect(first.statusCode).toBe(200);
    const revision = first.json().block.revision;
    const expected = {
      type: 'flow.published',
      actorId: user.id,
      actorName: 'Awa Diop',
      subject: welcome.blockname,
      details: { chatbot: 'Boutique Téranga', chatbot_id: chatbotId, block_id: welcome.idblock, revision },
    };
    expect(await auditTrail(db, workspaceId)).toEqual([expected]);

    // A draft (an empty text) goes out to no one: not a publication.
    expect((await save(auth, [{ type: 'text', message: '' }])).statusCode).toBe(200);
    // A stale revision is refused: nothing recorded either.
    expect((await save(auth, [{ type: 'text', message: 'Ancien' }], revision)).statusCode).toBe(409);
    expect(await auditTrail(db, workspaceId)).toEqual([expected]);

    // The editor saves on every change: a publication minutes later is the same line, updated.
    const again = await save(auth, [{ type: 'text', message: 'Bienvenue chez nous' }]);
    const latest = again.json().block.revision;
    expect(await auditTrail(db, workspaceId)).toEqual([
      { ...expected, details: { ...expected.details, revision: latest } },
    ]);

    // Past the window, or by someone else, it is a new line.
    await db.execute(sql`UPDATE audit_events SET created_at = now() - interval '16 minutes'
                         WHERE workspace_id = ${workspaceId}`);
    await save(auth, [{ type: 'text', message: 'Bienvenue !' }]);
    const editor = await loggedInMember(testServer(), workspaceId, 'editor');
    const byEditor = await save(editor.auth, [{ type: 'text', message: 'Bienvenue !!' }]);
    expect(byEditor.statusCode).toBe(200);
    const trail = await auditTrail(db, workspaceId);
    expect(trail.map((event) => [event.type, event.actorId])).toEqual([
      ['flow.published', user.id],
      ['flow.published', user.id],
      ['flow.published', editor.userId],
    ]);
    expect(trail[2]).toMatchObject(published({ revision: byEditor.json().block.revision }));
  });

  it('records a restored revision once, with the version brought back, and no publication besides', async () => {
    const { db } = testServer();
    const { auth, user, workspaceId, chatbotId, welcome, call, save } = await setup();
    const first = (await save(auth, [{ type: 'text', message: 'Version 1' }])).json().block.revision;
    await db.execute(sql`DELETE FROM audit_events WHERE workspace_id = ${workspaceId}`);
    await save(auth, [{ type: 'text', message: '' }]);

    const base = `/strong/flow/${chatbotId}/${welcome.idblock}/revisions`;
    const agent = await loggedInMember(testServer(), workspaceId, 'agent');
    const refused = await call(agent.auth, `${base}/${first}/restore`, {});
    expect(refused.statusCode).toBe(403);
    expect((await call(auth, `${base}/999/restore`, {})).statusCode).toBe(404);
    expect(await auditTrail(db, workspaceId)).toEqual([]);

    const restored = await call(auth, `${base}/${first}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(await auditTrail(db, workspaceId)).toEqual([
      {
        type: 'flow.restored',
        actorId: user.id,
        actorName: 'Awa Diop',
        subject: welcome.blockname,
        details: {
          chatbot: 'Boutique Téranga',
          chatbot_id: chatbotId,
          block_id: welcome.idblock,
          revision: first,
          new_revision: restored.json().block.revision,
        },
      },
    ]);
  });
});

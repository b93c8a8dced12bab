import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../test/auditTrail';
import { buildAccount, buildChatbot } from '../../test/factories';
import { call, signUp, testServer, useWhatsAppAccountsWorld, verify } from './test/whatsappAccountsTestKit';

useWhatsAppAccountsWorld();

const actor = (user: { id: string }) => ({ actorId: user.id, actorName: 'Awa Diop' });

describe('the audit log of numbers', () => {
  it('records a number added, associated, dissociated and deleted, once each, by whom', async () => {
    const server = testServer();
    const { auth, user, workspaceId } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, workspaceId, {
      bot_name: 'Boutique Téranga',
      type: 'whatsapp',
    });
    const { result, created } = await signUp(auth, { displayPhoneNumber: '+221 78 000 33 44' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const accountId = created.body.account._id;
    const added = {
      ...actor(user),
      type: 'number.linked',
      subject: '+221 78 000 33 44',
      details: {
        action: 'added',
        channel: 'whatsapp',
        account_id: accountId,
        chatbot: null,
        chatbot_id: null,
      },
    };
    expect(await auditTrail(server.db, workspaceId)).toEqual([added]);

    // Refused calls record nothing: not verified yet, then a chatbot of another workspace.
    const early = await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: accountId,
      idbot: chatbotId,
    });
    expect(early.status).toBe(400);
    await verify(auth, accountId, result.phoneNumberId ?? '');
    const stranger = await buildAccount(server);
    const foreignBot = await buildChatbot(server, stranger.workspaceId, { type: 'whatsapp' });
    const foreign = await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: accountId,
      idbot: foreignBot,
    });
    expect(foreign.status).toBe(404);
    expect(await auditTrail(server.db, workspaceId)).toHaveLength(1);

    const link = { idwhatsapp: accountId, idbot: chatbotId };
    expect((await call(auth, 'POST', '/strong/setup/association/chatbot', link)).status).toBe(200);
    // Associating again changes nothing, and records nothing.
    expect((await call(auth, 'POST', '/strong/setup/association/chatbot', link)).status).toBe(200);
    expect((await call(auth, 'POST', '/strong/setup/dissociation/chatbot', link)).status).toBe(200);
    expect((await call(auth, 'POST', '/strong/setup/association/chatbot', link)).status).toBe(200);
    expect((await call(auth, 'DELETE', `/strong/whatsapp/accounts/${accountId}`)).status).toBe(200);

    const withBot = (action: string) => ({
      action,
      channel: 'whatsapp',
      account_id: accountId,
      chatbot: 'Boutique Téranga',
      chatbot_id: chatbotId,
    });
    const subject = '+221 78 000 33 44';
    expect(await auditTrail(server.db, workspaceId)).toEqual([
      added,
      { ...actor(user), type: 'number.linked', subject, details: withBot('associated') },
      { ...actor(user), type: 'number.removed', subject, details: withBot('dissociated') },
      { ...actor(user), type: 'number.linked', subject, details: withBot('associated') },
      { ...actor(user), type: 'number.removed', subject, details: withBot('deleted') },
    ]);
    expect(await auditTrail(server.db, stranger.workspaceId)).toEqual([]);
  });

  it('records the number picked among the WABA’s, not the account that had none yet', async () => {
    const server = testServer();
    const { auth, user, workspaceId } = await buildAccount(server);
    const { result, created } = await signUp(auth, { onlyWaba: true, extraNumbers: 1 });
    const accountId = created.body.account._id;
    expect(await auditTrail(server.db, workspaceId)).toEqual([]);
    const chosen = result.waba.numbers[1];
    const picked = await call(auth, 'PUT', `/strong/whatsapp/accounts/${accountId}`, {
      phone_number_id: chosen?.id,
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    // A later edit of the description is no new number.
    await call(auth, 'PUT', `/strong/whatsapp/accounts/${accountId}`, { description: 'SAV' });
    expect(await auditTrail(server.db, workspaceId)).toEqual([
      {
        ...actor(user),
        type: 'number.linked',
        subject: chosen?.display_phone_number,
        details: {
          action: 'added',
          channel: 'whatsapp',
          account_id: accountId,
          chatbot: null,
          chatbot_id: null,
        },
      },
    ]);

    // An account deleted before any number was picked removed no number.
    const bare = await signUp(auth, { onlyWaba: true, extraNumbers: 1 });
    await call(auth, 'DELETE', `/strong/whatsapp/accounts/${bare.created.body.account._id}`);
    expect(await auditTrail(server.db, workspaceId)).toHaveLength(1);
  });
});

import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decryptSecret } from '../../lib/secretBox';
import { buildAccount, buildChatbot } from '../../test/factories';
import { eventually, postWhatsAppWebhook } from '../../test/webhookKit';
import {
  accountRow,
  call,
  fake,
  signUp,
  testServer,
  useWhatsAppAccountsWorld,
  verify,
} from './test/whatsappAccountsTestKit';

useWhatsAppAccountsWorld();

describe('linking a number to a chatbot', () => {
  it('links a verified number, the chatbot answers on it, and stops after dissociation', async () => {
    const server = testServer();
    const { auth, workspaceId } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, workspaceId, { bot_name: 'Awa', type: 'whatsapp' });
    await server.db
      .update(blocks)
      .set({ flow: flowSchema.parse([{ type: 'text', message: 'Bienvenue chez Awa !' }]) })
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
    const webBot = await buildChatbot(server, workspaceId, { bot_name: 'Site', type: 'web' });
    const { result, created } = await signUp(auth, { displayPhoneNumber: '+221 78 000 11 22' });
    const accountId = created.body.account._id;
    const phoneNumberId = result.phoneNumberId ?? '';

    const early = await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: accountId,
      idbot: chatbotId,
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(m.notVerified);

    expect((await verify(auth, accountId, phoneNumberId)).status).toBe(200);
    const web = await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: accountId,
      idbot: webBot,
    });
    expect(web.body.message).toBe(m.chatbotNotWhatsApp);
    const noBot = await call(auth, 'POST', '/strong/setup/association/chatbot', { idwhatsapp: accountId });
    expect(noBot.status).toBe(400);
    expect(noBot.body.message).toBe(m.chatbotRequired);

    const linked = await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: accountId,
      idbot: chatbotId,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ success: true, message: 'Association réussie' });
    expect(linked.body.account).toMatchObject({ idbot: chatbotId, bot_name: 'Awa' });
    const [bot] = await server.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
    expect(bot?.phoneNumberId).toBe(phoneNumberId);
    expect(bot?.displayPhoneNumber).toBe('+221 78 000 11 22');
    const businessToken = decryptSecret(
      server.config.secretKey,
      (await accountRow(accountId))?.businessTokenEncrypted ?? '',
    );
    expect(decryptSecret(server.config.secretKey, bot?.accessTokenEncrypted ?? '')).toBe(businessToken);

    // A second number cannot take the same chatbot; the first number cannot take a second one.
    const second = await signUp(auth);
    const secondId = second.created.body.account._id;
    expect((await verify(auth, secondId, second.result.phoneNumberId ?? '')).status).toBe(200);
    const taken = await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: secondId,
      idbot: chatbotId,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(m.chatbotLinkedElsewhere);
    const otherBot = await buildChatbot(server, workspaceId, { bot_name: 'Autre', type: 'whatsapp' });
    const busy = await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: accountId,
      idbot: otherBot,
    });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(m.accountAlreadyLinked);

    // A customer writes to the number: the chatbot answers with the business token.
    const before = fake.sent.length;
    const inbound = buildTextWebhook({ phoneNumberId, from: '221770001122', text: 'Bonjour' });
    expect((await postWhatsAppWebhook(server, chatbotId, inbound)).statusCode).toBe(200);
    const replies = await eventually(async () => {
      const mine = fake.sent.slice(before).filter((sent) => sent.phoneNumberId === phoneNumberId);
      return mine.length > 0 ? mine : undefined;
    });
    expect(replies[0]?.headers.authorization).toBe(`Bearer ${businessToken}`);
    expect(replies[0]?.body).toMatchObject({ to: '221770001122', text: { body: 'Bienvenue chez Awa !' } });

    const wrongBot = await call(auth, 'POST', '/strong/setup/dissociation/chatbot', {
      idwhatsapp: accountId,
      idbot: otherBot,
    });
    expect(wrongBot.status).toBe(400);
    expect(wrongBot.body.message).toBe(m.notLinkedToChatbot);
    const dissociated = await call(auth, 'POST', '/strong/setup/dissociation/chatbot', {
      idwhatsapp: accountId,
      idbot: chatbotId,
    });
    expect(dissociated.status).toBe(200);
    expect(dissociated.body).toMatchObject({ message: 'Dissociation réussie', account: { idbot: null } });
    const [after] = await server.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
    expect(after?.phoneNumberId).toBe('');
    expect(after?.accessTokenEncrypted).toBeNull();
    const sentBefore = fake.sent.length;
    const refused = await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId, from: '221770001122', text: 'Encore là ?' }),
    );
    expect(refused.statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.sent.length).toBe(sentBefore);

    // Reversible: linking again answers again.
    const again = await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: accountId,
      idbot: chatbotId,
    });
    expect(again.status).toBe(200);
  });

  it('deleting a linked account unlinks its chatbot', async () => {
    const server = testServer();
    const { auth, workspaceId } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, workspaceId, { type: 'whatsapp' });
    const { result, created } = await signUp(auth);
    const accountId = created.body.account._id;
    await verify(auth, accountId, result.phoneNumberId ?? '');
    await call(auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: accountId,
      idbot: chatbotId,
    });
    const removed = await call(auth, 'DELETE', `/strong/whatsapp/accounts/${accountId}`);
    expect(removed.body).toEqual({ success: true, message: 'Compte WhatsApp supprimé avec succès' });
    expect(await accountRow(accountId)).toBeUndefined();
    const [bot] = await server.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
    expect(bot?.phoneNumberId).toBe('');
    expect(bot?.accessTokenEncrypted).toBeNull();
  });
});

describe('health line', () => {
  it('reports each onboarding step, and a revoked token', async () => {
    const { auth } = await buildAccount(testServer());
    const { created } = await signUp(auth, { verified: true });
    const accountId = created.body.account._id;
    expect(created.body.account.registered_at).not.toBeNull();
    const health = await call(auth, 'POST', `/strong/whatsapp/accounts/${accountId}/health`);
    expect(health.status).toBe(200);
    const steps = Object.fromEntries(
      health.body.health.steps.map((step: { key: string; ok: boolean }) => [step.key, step.ok]),
    );
    expect(steps).toMatchObject({
      token: true,
      subscribed: true,
      verified: true,
      registered: true,
      webhook: false,
    });

    const row = await accountRow(accountId);
    fake.signup.revokeToken(decryptSecret(testServer().config.secretKey, row?.businessTokenEncrypted ?? ''));
    const broken = await call(auth, 'POST', `/strong/whatsapp/accounts/${accountId}/health`);
    expect(broken.body.health.steps[0]).toMatchObject({ key: 'token', ok: false });
  });
});

describe('ownership', () => {
  it('answers 404 for another account’s account or chatbot, and changes nothing', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const intruder = await buildAccount(server);
    const chatbotId = await buildChatbot(server, owner.workspaceId, { type: 'whatsapp' });
    const intruderBot = await buildChatbot(server, intruder.workspaceId, { type: 'whatsapp' });
    const { result, created } = await signUp(owner.auth, { verified: true });
    const accountId = created.body.account._id;
    const before = await accountRow(accountId);
    const attempts: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['PUT', `/strong/whatsapp/accounts/${accountId}`, { description: 'volé' }],
      ['DELETE', `/strong/whatsapp/accounts/${accountId}`],
      ['POST', `/strong/whatsapp/accounts/${accountId}/health`],
      ['POST', '/strong/send/code', { idwhatsapp: accountId }],
      ['POST', '/strong/check/code', { idwhatsapp: accountId, code: '123456' }],
      ['POST', '/strong/setup/association/chatbot', { idwhatsapp: accountId, idbot: intruderBot }],
      ['POST', '/strong/setup/dissociation/chatbot', { idwhatsapp: accountId, idbot: chatbotId }],
    ];
    for (const [method, url, payload] of attempts) {
      const answer = await call(intruder.auth, method, url, payload);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.success).toBe(false);
    }
    // Their own account with the owner's chatbot: 404 too.
    const theirs = await signUp(intruder.auth, { verified: true });
    const crossed = await call(intruder.auth, 'POST', '/strong/setup/association/chatbot', {
      idwhatsapp: theirs.created.body.account._id,
      idbot: chatbotId,
    });
    expect(crossed.status).toBe(404);
    expect(await accountRow(accountId)).toEqual(before);
    expect((await call(intruder.auth, 'GET', '/strong/whatsapp/accounts')).body).toHaveLength(1);
    expect(result.waba.numbers[0]?.registeredPin).toBeDefined();
  });
});

import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { startWhatsAppFake, type WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../lib/secretBox';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { eventually, postWhatsAppWebhook } from '../../test/pipelineKit';
import { registerNumber } from './registerNumber';

const testServer = useTestServer();
let fake: WhatsAppFake;

beforeAll(async () => {
  fake = await startWhatsAppFake({ appSecret: 'test-app-secret' });
  testServer().config.runtime.graphApiUrl = fake.url;
});
afterAll(async () => {
  await fake.close();
});

type Auth = { authorization: string };

async function call(auth: Auth, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await testServer().app.inject({
    method,
    url: `/api${url}`,
    headers: auth,
    ...(method === 'GET' ? {} : { payload: payload ?? {} }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A finished simulated signup, then the create call the screen makes with its code and data. */
async function signUp(auth: Auth, options: Parameters<WhatsAppFake['signup']['completeSignup']>[0] = {}) {
  const result = fake.signup.completeSignup(options);
  const created = await call(auth, 'POST', '/strong/create/whatsapp/account', {
    type: 'ecommerce',
    config_id: 'cfg-ecommerce',
    auth_code: result.code,
    phone_number_id: result.phoneNumberId ?? '',
    waba_id: result.waba.id,
    business_id: result.waba.businessId,
    description: '',
    phone_number: '',
    code_verification_status: 'NOT_VERIFIED',
  });
  return { result, created };
}

async function accountRow(id: string) {
  const [row] = await testServer().db.select().from(whatsappAccounts).where(eq(whatsappAccounts.id, id));
  return row;
}

async function verify(auth: Auth, accountId: string, phoneNumberId: string) {
  const sent = await call(auth, 'POST', '/strong/send/code', { idwhatsapp: accountId });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = fake.signup.lastVerificationCode(phoneNumberId) ?? '';
  return call(auth, 'POST', '/strong/check/code', { idwhatsapp: accountId, code });
}

describe('signup settings', () => {
  it('runs the local simulator when Graph is faked', async () => {
    const { auth } = await buildAccount(testServer());
    const { status, body } = await call(auth, 'GET', '/strong/whatsapp/signup/config');
    expect(status).toBe(200);
    expect(body.config).toMatchObject({
      available: true,
      simulated: true,
      sdk_url: `${fake.url}/embedded-signup/sdk.js`,
      message_origins: [new URL(fake.url).origin],
    });
  });
});

describe('adding an account through Embedded Signup', () => {
  it('exchanges the code, reads the number, subscribes the app and keeps the token sealed', async () => {
    const { auth, user } = await buildAccount(testServer());
    const { result, created } = await signUp(auth, {
      verifiedName: 'Boutique Téranga',
      displayPhoneNumber: '+221 77 123 45 67',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.account).toMatchObject({
      verified_name: 'Boutique Téranga',
      display_phone_number: '+221 77 123 45 67',
      phone_number_id: result.phoneNumberId,
      type: 'ecommerce',
      config_id: 'cfg-ecommerce',
      code_verification_status: 'NOT_VERIFIED',
      idbot: null,
      subscribed: true,
    });
    expect(JSON.stringify(created.body)).not.toContain('EAAG');
    expect(result.waba.subscribedApps).toHaveLength(1);
    const row = await accountRow(created.body.account._id);
    expect(row?.ownerId).toBe(user.id);
    expect(row?.businessTokenEncrypted).not.toContain('EAAG');
    expect(decryptSecret(testServer().config.secretKey, row?.businessTokenEncrypted ?? '')).toMatch(/^EAAG/);

    const list = await call(auth, 'GET', '/strong/whatsapp/accounts');
    expect(list.status).toBe(200);
    expect(list.body.map((account: { _id: string }) => account._id)).toEqual([created.body.account._id]);
  });

  it('refuses a code older than 30 s or used twice, and creates nothing', async () => {
    const { auth, user } = await buildAccount(testServer());
    const old = await signUp(auth, { issuedAt: Date.now() - 31_000 });
    expect(old.created.status).toBe(400);
    expect(old.created.body.message).toBe(m.codeExchangeFailed);

    const first = await signUp(auth);
    expect(first.created.status).toBe(200);
    const again = await call(auth, 'POST', '/strong/create/whatsapp/account', {
      type: 'customer_support',
      auth_code: first.result.code,
      phone_number_id: first.result.phoneNumberId,
      waba_id: first.result.waba.id,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(m.codeExchangeFailed);
    const rows = await testServer()
      .db.select()
      .from(whatsappAccounts)
      .where(eq(whatsappAccounts.ownerId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('validates the signup data in French', async () => {
    const { auth } = await buildAccount(testServer());
    const noWaba = await call(auth, 'POST', '/strong/create/whatsapp/account', {
      type: 'ecommerce',
      auth_code: 'AQxyz',
      waba_id: '',
    });
    expect(noWaba.status).toBe(400);
    expect(noWaba.body.message).toBe(m.signupIncomplete);
    const badType = await call(auth, 'POST', '/strong/create/whatsapp/account', {
      type: 'banque',
      auth_code: 'AQxyz',
      waba_id: '123',
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(m.typeInvalid);
  });

  it('lets the user pick a number when only the WABA came back', async () => {
    const { auth } = await buildAccount(testServer());
    const { result, created } = await signUp(auth, { onlyWaba: true, extraNumbers: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.phone_numbers).toHaveLength(2);
    expect(created.body.account.phone_number_id).toBe('');
    const accountId = created.body.account._id;
    const foreign = await call(auth, 'PUT', `/strong/whatsapp/accounts/${accountId}`, {
      phone_number_id: '999999999',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(m.numberNotInWaba);
    const chosen = result.waba.numbers[1];
    const picked = await call(auth, 'PUT', `/strong/whatsapp/accounts/${accountId}`, {
      phone_number_id: chosen?.id,
      description: 'Service après-vente',
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.account).toMatchObject({
      phone_number_id: chosen?.id,
      display_phone_number: chosen?.display_phone_number,
      description: 'Service après-vente',
      waba_numbers: [],
    });
  });
});

describe('number verification', () => {
  it('sends a code by SMS in French; a wrong code is refused; the right one verifies and registers', async () => {
    const { auth } = await buildAccount(testServer());
    const { result, created } = await signUp(auth);
    const accountId = created.body.account._id;
    const phoneNumberId = result.phoneNumberId ?? '';
    const sent = await call(auth, 'POST', '/strong/send/code', { idwhatsapp: accountId });
    expect(sent.body).toEqual({ success: true, message: m.codeSent, code_method: 'SMS' });
    expect(fake.signup.findNumber(phoneNumberId)?.pendingCode).toMatchObject({
      method: 'SMS',
      language: 'fr',
    });

    const empty = await call(auth, 'POST', '/strong/check/code', { idwhatsapp: accountId, code: '' });
    expect(empty.body.message).toBe(m.codeRequired);
    const tooLong = await call(auth, 'POST', '/strong/check/code', {
      idwhatsapp: accountId,
      code: '1234567',
    });
    expect(tooLong.body.message).toBe(m.codeTooLong);
    const code = fake.signup.lastVerificationCode(phoneNumberId) ?? '';
    const wrong = await call(auth, 'POST', '/strong/check/code', {
      idwhatsapp: accountId,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Code de vérification incorrect');
    expect((await accountRow(accountId))?.codeVerificationStatus).toBe('NOT_VERIFIED');

    const right = await call(auth, 'POST', '/strong/check/code', { idwhatsapp: accountId, code });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.message).toBe('Numéro de téléphone vérifié avec succès');
    expect(right.body.account.code_verification_status).toBe('VERIFIED');
    expect(right.body.account.registered_at).not.toBeNull();
    const row = await accountRow(accountId);
    const pin = decryptSecret(testServer().config.secretKey, row?.pinEncrypted ?? '');
    expect(pin).toMatch(/^\d{6}$/);
    expect(fake.signup.findNumber(phoneNumberId)?.registeredPin).toBe(pin);
    expect(row?.registerAttempts).toBe(1);

    const twice = await call(auth, 'POST', '/strong/send/code', { idwhatsapp: accountId });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(m.alreadyVerified);
  });

  it('limits code sends and code guesses per account, with a French 429', async () => {
    const { auth } = await buildAccount(testServer());
    const { result, created } = await signUp(auth);
    const accountId = created.body.account._id;
    for (let send = 0; send < 5; send += 1)
      expect((await call(auth, 'POST', '/strong/send/code', { idwhatsapp: accountId })).status).toBe(200);
    const sixth = await call(auth, 'POST', '/strong/send/code', { idwhatsapp: accountId });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Trop de tentatives/);

    const code = fake.signup.lastVerificationCode(result.phoneNumberId ?? '') ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 10; guess += 1)
      expect(
        (await call(auth, 'POST', '/strong/check/code', { idwhatsapp: accountId, code: wrongCode })).status,
      ).toBe(400);
    const right = await call(auth, 'POST', '/strong/check/code', { idwhatsapp: accountId, code });
    expect(right.status).toBe(429);
    expect((await accountRow(accountId))?.codeVerificationStatus).toBe('NOT_VERIFIED');
  });

  it('counts register attempts and stops at 10 for 72 h, as Meta would lock the number', async () => {
    const server = testServer();
    const { auth } = await buildAccount(server);
    const { result, created } = await signUp(auth);
    const accountId = created.body.account._id;
    const services = { db: server.db, secretKey: server.config.secretKey, runtime: server.config.runtime };
    // Not verified: Meta refuses each register.
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const row = await accountRow(accountId);
      if (!row) throw new Error('no row');
      expect(await registerNumber(services, row)).toBe('failed');
    }
    const tenth = await accountRow(accountId);
    if (!tenth) throw new Error('no row');
    expect(await registerNumber(services, tenth)).toBe('locked');
    const locked = await accountRow(accountId);
    expect(locked?.registerAttempts).toBe(10);
    expect(locked?.registerLockedUntil?.getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
    expect(locked?.lastError).toContain('72 heures');
    if (!locked) throw new Error('no row');
    expect(await registerNumber(services, locked)).toBe('locked');
    expect(fake.signup.findNumber(result.phoneNumberId ?? '')?.registerAttempts).toBe(10);
    // 72 h later, the count starts again.
    const later = new Date(Date.now() + 73 * 3600_000);
    expect(await registerNumber(services, locked, later)).toBe('failed');
    expect((await accountRow(accountId))?.registerAttempts).toBe(1);
  });
});

describe('linking a number to a chatbot', () => {
  it('links a verified number, the chatbot answers on it, and stops after dissociation', async () => {
    const server = testServer();
    const { auth, user } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, user.id, { bot_name: 'Awa', type: 'whatsapp' });
    await server.db
      .update(blocks)
      .set({ flow: flowSchema.parse([{ type: 'text', message: 'Bienvenue chez Awa !' }]) })
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
    const webBot = await buildChatbot(server, user.id, { bot_name: 'Site', type: 'web' });
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
    const otherBot = await buildChatbot(server, user.id, { bot_name: 'Autre', type: 'whatsapp' });
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
    const { auth, user } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, user.id, { type: 'whatsapp' });
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
    const chatbotId = await buildChatbot(server, owner.user.id, { type: 'whatsapp' });
    const intruderBot = await buildChatbot(server, intruder.user.id, { type: 'whatsapp' });
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

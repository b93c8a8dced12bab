import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decryptSecret } from '../../lib/secretBox';
import { buildAccount } from '../../test/factories';
import { registerNumber } from './registerNumber';
import {
  accountRow,
  call,
  fake,
  signUp,
  testServer,
  useWhatsAppAccountsWorld,
} from './test/whatsappAccountsTestKit';

useWhatsAppAccountsWorld();

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
    const { auth, workspaceId } = await buildAccount(testServer());
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
    expect(row?.workspaceId).toBe(workspaceId);
    expect(row?.businessTokenEncrypted).not.toContain('EAAG');
    expect(decryptSecret(testServer().config.secretKey, row?.businessTokenEncrypted ?? '')).toMatch(/^EAAG/);

    const list = await call(auth, 'GET', '/strong/whatsapp/accounts');
    expect(list.status).toBe(200);
    expect(list.body.map((account: { _id: string }) => account._id)).toEqual([created.body.account._id]);
  });

  it('refuses a code older than 30 s or used twice, and creates nothing', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
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
      .where(eq(whatsappAccounts.workspaceId, workspaceId));
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

  it('limits code sends and code guesses per number, with a French 429', async () => {
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

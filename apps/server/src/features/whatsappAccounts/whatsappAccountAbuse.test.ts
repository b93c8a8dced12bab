import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount } from '../../test/factories';
import {
  type Auth,
  call,
  fake,
  signUp,
  testServer,
  useWhatsAppAccountsWorld,
} from './test/whatsappAccountsTestKit';

useWhatsAppAccountsWorld();

/** What a signup's data may not do (issue 19, item 6): reset the code limits, or take a WABA not granted. */

/** The create call as the screen makes it, with ids the caller chose. */
async function createWith(auth: Auth, code: string, ids: { waba: string; business: string; number: string }) {
  return call(auth, 'POST', '/strong/create/whatsapp/account', {
    type: 'ecommerce',
    config_id: 'cfg-ecommerce',
    auth_code: code,
    phone_number_id: ids.number,
    waba_id: ids.waba,
    business_id: ids.business,
    description: '',
    phone_number: '',
    code_verification_status: 'NOT_VERIFIED',
  });
}

async function countAccounts(workspaceId: string): Promise<number> {
  return (
    await testServer().db.select().from(whatsappAccounts).where(eq(whatsappAccounts.workspaceId, workspaceId))
  ).length;
}

describe('verification limits', () => {
  it('counts code sends per phone number: removing and re-adding it, or another account, does not reset them', async () => {
    const first = await buildAccount(testServer());
    const { result, created } = await signUp(first.auth);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const firstId = created.body.account._id;
    for (let send = 0; send < 5; send += 1)
      expect((await call(first.auth, 'POST', '/strong/send/code', { idwhatsapp: firstId })).status).toBe(200);
    expect((await call(first.auth, 'POST', '/strong/send/code', { idwhatsapp: firstId })).status).toBe(429);

    // Removed, then the same number signed up again: a new row, the same number.
    expect((await call(first.auth, 'DELETE', `/strong/whatsapp/accounts/${firstId}`)).status).toBe(200);
    const again = await createWith(first.auth, fake.signup.completeSignup({ wabaId: result.waba.id }).code, {
      waba: result.waba.id,
      business: result.waba.businessId,
      number: result.phoneNumberId ?? '',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const readded = await call(first.auth, 'POST', '/strong/send/code', {
      idwhatsapp: again.body.account._id,
    });
    expect(readded.status).toBe(429);
    expect(readded.body.message).toMatch(/^Trop de tentatives/);

    // The same number from a second Griot account.
    const second = await buildAccount(testServer());
    const elsewhere = await createWith(
      second.auth,
      fake.signup.completeSignup({ wabaId: result.waba.id }).code,
      {
        waba: result.waba.id,
        business: result.waba.businessId,
        number: result.phoneNumberId ?? '',
      },
    );
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    const fromSecond = await call(second.auth, 'POST', '/strong/send/code', {
      idwhatsapp: elsewhere.body.account._id,
    });
    expect(fromSecond.status).toBe(429);
    // Another number keeps its own budget.
    const other = await signUp(second.auth);
    expect(
      (await call(second.auth, 'POST', '/strong/send/code', { idwhatsapp: other.created.body.account._id }))
        .status,
    ).toBe(200);
  });

  it('counts code guesses per phone number across accounts', async () => {
    const first = await buildAccount(testServer());
    const { result, created } = await signUp(first.auth);
    const firstId = created.body.account._id;
    expect((await call(first.auth, 'POST', '/strong/send/code', { idwhatsapp: firstId })).status).toBe(200);
    const code = fake.signup.lastVerificationCode(result.phoneNumberId ?? '') ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 10; guess += 1)
      expect(
        (await call(first.auth, 'POST', '/strong/check/code', { idwhatsapp: firstId, code: wrong })).status,
      ).toBe(400);
    const second = await buildAccount(testServer());
    const elsewhere = await createWith(
      second.auth,
      fake.signup.completeSignup({ wabaId: result.waba.id }).code,
      {
        waba: result.waba.id,
        business: result.waba.businessId,
        number: result.phoneNumberId ?? '',
      },
    );
    const guess = await call(second.auth, 'POST', '/strong/check/code', {
      idwhatsapp: elsewhere.body.account._id,
      code,
    });
    expect(guess.status).toBe(429);
  });
});

describe('the signup’s WABA and number belong to the exchanged token', () => {
  it('refuses another business’s WABA or number sent with one’s own code, storing nothing', async () => {
    const victim = fake.signup.completeSignup();
    const attacker = await buildAccount(testServer());
    const own = fake.signup.completeSignup();
    const foreignWaba = await createWith(attacker.auth, own.code, {
      waba: victim.waba.id,
      business: victim.waba.businessId,
      number: victim.phoneNumberId ?? '',
    });
    expect(foreignWaba.status).toBe(400);
    expect(foreignWaba.body.message).toBe(m.tokenNotForWaba);

    const ownAgain = fake.signup.completeSignup({ wabaId: own.waba.id });
    const foreignNumber = await createWith(attacker.auth, ownAgain.code, {
      waba: own.waba.id,
      business: own.waba.businessId,
      number: victim.phoneNumberId ?? '',
    });
    expect(foreignNumber.status).toBe(400);
    expect(foreignNumber.body.message).toBe(m.numberNotInWaba);
    expect(await countAccounts(attacker.workspaceId)).toBe(0);
    expect(victim.waba.subscribedApps).toEqual([]);

    // The honest signup goes through.
    const honest = await createWith(attacker.auth, fake.signup.completeSignup({ wabaId: own.waba.id }).code, {
      waba: own.waba.id,
      business: own.waba.businessId,
      number: own.phoneNumberId ?? '',
    });
    expect(honest.status, JSON.stringify(honest.body)).toBe(200);
    expect(await countAccounts(attacker.workspaceId)).toBe(1);
  });
});

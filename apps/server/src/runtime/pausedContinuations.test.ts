import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { captureLogLines } from '../test/logLines';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import { ACCESS_TOKEN, buildWhatsAppBot, eventually, setDefaultBlockText } from '../test/webhookKit';
import { settle, whatsAppCustomer } from '../test/whatsAppCustomer';
import { openConversation, resolveConversation } from './conversationStatus';
import { afterReplyWhilePaused, waitsFor, withoutContinuation } from './pausedContinuation';

/**
 * A continuation (a delay, a 'wait until' follow-up) that comes due while a person has the
 * conversation: the bot stays silent, the flow stops waiting for it (a log line says so), and once
 * the conversation is resolved the customer's next message is answered as usual.
 */
const { lines, sink } = captureLogLines();
const testServer = useTestServer({}, { logDestination: sink });
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

/** A bot whose welcome flow is `welcome` and whose default block says 'Tapez menu.'. */
async function botWith(welcome: Parameters<typeof buildWhatsAppBot>[1]) {
  const server = testServer();
  const bot = await buildWhatsAppBot(server, welcome);
  await setDefaultBlockText(server, bot.chatbotId, 'Tapez menu.');
  return bot;
}

describe('a continuation due while a person has the conversation', () => {
  it('a delay: the bot says nothing, the flow stops waiting, and answers again once resolved', async () => {
    const server = testServer();
    const { chatbotId } = await botWith([
      { type: 'text', message: 'Un instant…' },
      { type: 'delay', timmer: '5' },
      { type: 'text', message: 'Voilà votre commande.' },
    ]);
    const customer = whatsAppCustomer(server, fake, chatbotId, '221775550001');
    await customer.writes('Bonjour');
    await customer.receives(1);
    const [delay] = await customer.scheduled();
    expect(delay).toBeDefined();
    const { id: endUserId } = (await customer.conversation()) ?? { id: '' };

    // An agent takes the conversation before the delay ends; then it ends.
    await server.db.transaction((tx) => openConversation(tx, { endUserId, reason: 'agent' }));
    await customer.fastForward();
    expect(await customer.ran(delay?.id ?? 0)).toBe('done');
    await settle();
    expect(customer.texts()).toEqual(['Un instant…']);
    const after = await customer.conversation();
    expect(after?.status).toBe('open');
    expect(after?.session?.position).toBeNull();
    expect(
      lines.some(
        (line) =>
          line.includes('continuation dropped: a person has the conversation') && line.includes(endUserId),
      ),
    ).toBe(true);

    // Back to the bot: the next message is answered (not ignored as "input during a delay").
    await server.db.transaction((tx) => resolveConversation(tx, { endUserId, by: null }));
    await customer.writes('Merci');
    expect(await customer.receives(2)).toEqual(['Un instant…', 'Tapez menu.']);
  });
});

describe('a follow-up due while a person has the conversation', () => {
  it("a 'wait until' that a reply does not cancel: dropped with a log line, the bot stays silent", async () => {
    const server = testServer();
    const { chatbotId } = await botWith([
      { type: 'text', message: 'Merci pour votre commande.' },
      { type: 'wait_until', days: 2, cancel_on_reply: false },
      { type: 'text', message: 'Votre commande vous a plu ?' },
    ]);
    const customer = whatsAppCustomer(server, fake, chatbotId, '221775550002');
    await customer.writes('Bonjour');
    await customer.receives(1);
    const [followUp] = await customer.scheduled();
    const { id: endUserId, session } = (await customer.conversation()) ?? { id: '', session: null };
    expect(session?.followUp).toMatchObject({ token: followUp?.token, cancelOnReply: false });

    await server.db.transaction((tx) => openConversation(tx, { endUserId, reason: 'agent' }));
    await customer.fastForward();
    expect(await customer.ran(followUp?.id ?? 0)).toBe('done');
    await settle();
    expect(customer.texts()).toEqual(['Merci pour votre commande.']);
    expect((await customer.conversation())?.session).not.toHaveProperty('followUp');
    expect(
      lines.some(
        (line) =>
          line.includes('continuation dropped: a person has the conversation') &&
          line.includes(`"continuation":"${followUp?.token}"`) &&
          line.includes(endUserId),
      ),
    ).toBe(true);
  });
});

describe('the customer writes while a person has the conversation', () => {
  it('cancels a follow-up that a reply cancels: resolved before it is due, the bot still never sends it', async () => {
    const server = testServer();
    const { chatbotId } = await botWith([
      { type: 'text', message: 'Merci pour votre commande.' },
      { type: 'wait_until', days: 2, cancel_on_reply: true },
      { type: 'text', message: 'Votre commande vous a plu ?' },
    ]);
    const customer = whatsAppCustomer(server, fake, chatbotId, '221775550003');
    await customer.writes('Bonjour');
    await customer.receives(1);
    const [followUp] = await customer.scheduled();
    const { id: endUserId } = (await customer.conversation()) ?? { id: '' };
    await server.db.transaction((tx) => openConversation(tx, { endUserId, reason: 'agent' }));

    // Written to the agent: stored, the bot silent, the follow-up cancelled all the same.
    await customer.writes('Où en est ma livraison ?');
    await eventually(async () => {
      const session = (await customer.conversation())?.session;
      return session !== undefined && session !== null && !('followUp' in session);
    });
    await server.db.transaction((tx) => resolveConversation(tx, { endUserId, by: null }));
    await customer.fastForward();
    expect(await customer.ran(followUp?.id ?? 0)).toBe('done');
    await settle();
    expect(customer.texts()).toEqual(['Merci pour votre commande.']);
  });
});

describe('withoutContinuation', () => {
  const session = {
    version: 1,
    position: { waitingFor: 'resume', blockId: 'b', elementIndex: 1, token: 'delay-1' },
    variables: { ville: 'Dakar' },
    tokenCount: 2,
    followUp: { blockId: 'b', elementIndex: 3, token: 'wait-2', cancelOnReply: true },
  };

  it('drops the waiting position of that token and keeps the rest', () => {
    expect(withoutContinuation(session, 'delay-1')).toEqual({ ...session, position: null });
  });

  it('drops the follow-up of that token and keeps the position', () => {
    const { followUp: _followUp, ...rest } = session;
    expect(withoutContinuation(session, 'wait-2')).toEqual(rest);
  });

  it('a reply while paused cancels a follow-up only when the wait says so', () => {
    const { followUp: _followUp, ...rest } = session;
    expect(afterReplyWhilePaused(session)).toEqual(rest);
    const kept = { ...session, followUp: { ...session.followUp, cancelOnReply: false } };
    expect(afterReplyWhilePaused(kept)).toBe(kept);
    expect(afterReplyWhilePaused(null)).toBeNull();
  });

  it('leaves a session that waits for another token as it is', () => {
    expect(withoutContinuation(session, 'wait-9')).toBe(session);
    expect(waitsFor(session, 'wait-9')).toBe(false);
    expect(waitsFor(session, 'wait-2')).toBe(true);
    expect(withoutContinuation(null, 'wait-2')).toBeNull();
  });
});

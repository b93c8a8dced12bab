import { generateIdblock } from '@griot/contract/flows/idblock';
import { blocks } from '@griot/db/schema/blocks';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { loginAs } from '../test/factories';
import { addBlock, buildWhatsAppBot, eventually } from '../test/webhookKit';

/**
 * A conversation through a condition and an A/B test in the playground's simulator (the web
 * channel, the runtime's same rounds as every channel): the engine's decisions become the replies
 * the tester reads. Dakar gets delivery, and one of two offers, always the same for a person;
 * elsewhere, pickup.
 */
const testServer = useTestServer();

const OFFERS = ['Offre A : livraison offerte.', 'Offre B : 10 % de remise.'];

async function shopThatDecides() {
  const server = testServer();
  const [delivery, pickup, offerA, offerB] = ['livraison', 'retrait', 'offre-a', 'offre-b'].map((name) =>
    generateIdblock(name),
  ) as [string, string, string, string];
  const bot = await buildWhatsAppBot(
    server,
    [
      { type: 'text', message: 'Dans quelle ville êtes-vous ?' },
      { type: 'answer', options: { answer_type: 'text', variable: { id: 'ville' }, default_reply: '' } },
      {
        type: 'condition',
        rules: [{ variable: 'ville', operator: 'eq', value: 'Dakar' }],
        join: 'and',
        true_block: delivery,
        false_block: pickup,
      },
    ],
    [{ id: 'ville', slug: 'ville', type: 'text' }],
  );
  await addBlock(
    server,
    bot.chatbotId,
    [
      { type: 'text', message: 'Livraison à domicile à {{ville}}.' },
      {
        type: 'split',
        branches: [
          { block: offerA, weight: 50 },
          { block: offerB, weight: 50 },
        ],
      },
    ],
    delivery,
  );
  await addBlock(
    server,
    bot.chatbotId,
    [{ type: 'text', message: 'Retrait en boutique à {{ville}}.' }],
    pickup,
  );
  await addBlock(server, bot.chatbotId, [{ type: 'text', message: OFFERS[0] as string }], offerA);
  await addBlock(server, bot.chatbotId, [{ type: 'text', message: OFFERS[1] as string }], offerB);
  // Anything else starts over: the question again.
  await server.db
    .update(blocks)
    .set({ flow: [{ type: 'redirection', redirection_block: await welcomeOf(bot.chatbotId) }] })
    .where(and(eq(blocks.chatbotId, bot.chatbotId), eq(blocks.category, 'default')));
  server.runtime.chatbots.forget(bot.chatbotId);
  const auth = { authorization: `Bearer ${await loginAs(server.app, bot.owner.email)}` };
  return { chatbotId: bot.chatbotId, auth };
}

async function welcomeOf(chatbotId: string): Promise<string> {
  const [welcome] = await testServer()
    .db.select({ idblock: blocks.idblock })
    .from(blocks)
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
  return welcome?.idblock ?? '';
}

/** A tester in the simulator: what they type, and the bot's texts so far. */
async function tester(shop: Awaited<ReturnType<typeof shopThatDecides>>) {
  const { app } = testServer();
  const started = await app.inject({
    method: 'POST',
    url: `/api/strong/chat/${shop.chatbotId}/simulator`,
    headers: shop.auth,
  });
  const { visitor_id, token } = started.json().session as { visitor_id: string; token: string };
  const replies = async () => {
    const history = await app.inject({
      method: 'GET',
      url: `/api/webchat/${shop.chatbotId}/messages?visitor_id=${visitor_id}&token=${token}`,
    });
    return (history.json().messages as { direction: string; content: { element?: { message?: string } } }[])
      .filter((message) => message.direction === 'out')
      .map((message) => message.content.element?.message ?? '?');
  };
  /** Waits for the bot's texts to reach `count`; returns them all. */
  const reaches = async (count: number) => {
    await eventually(async () => (await replies()).length >= count);
    return replies();
  };
  await reaches(1);
  return {
    reaches,
    async types(text: string) {
      const sent = await app.inject({
        method: 'POST',
        url: `/api/webchat/${shop.chatbotId}/messages`,
        payload: { visitor_id, token, event: { type: 'text', text } },
      });
      expect(sent.statusCode).toBe(202);
    },
  };
}

describe('a flow that decides, in the simulator', () => {
  it('Dakar gets delivery and an offer of the A/B test, elsewhere pickup', async () => {
    const shop = await shopThatDecides();
    const inThies = await tester(shop);
    await inThies.types('Thiès');
    expect(await inThies.reaches(2)).toEqual([
      'Dans quelle ville êtes-vous ?',
      'Retrait en boutique à Thiès.',
    ]);

    const inDakar = await tester(shop);
    // Compared without case or accents, as a customer types it.
    await inDakar.types('dakar');
    const replies = await inDakar.reaches(3);
    expect(replies.slice(0, 2)).toEqual(['Dans quelle ville êtes-vous ?', 'Livraison à domicile à dakar.']);
    expect(OFFERS).toContain(replies[2]);
  });

  it('the A/B test sends a person to the same offer every time, and people to both offers', {
    timeout: 60_000,
  }, async () => {
    const shop = await shopThatDecides();
    const offers: string[] = [];
    for (let index = 0; index < 16; index += 1) {
      const person = await tester(shop);
      await person.types('Dakar');
      const offer = (await person.reaches(3))[2] as string;
      offers.push(offer);
      if (index < 2) {
        // Once more, from the question again: the same branch.
        await person.types('encore');
        await person.reaches(4);
        await person.types('Dakar');
        expect((await person.reaches(6))[5]).toBe(offer);
      }
    }
    // Two 50 % branches over 16 people: all on one side has a chance of 1 in 32,768.
    expect(new Set(offers)).toEqual(new Set(OFFERS));
  });
});

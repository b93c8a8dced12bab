import type { FlowElementInput } from '@griot/contract/flows/flowElementSchemas';
import { defaultInboxSettings } from '@griot/contract/inbox/inboxSchemas';
import { workspaces } from '@griot/db/schema/workspaces';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import { ACCESS_TOKEN, buildWhatsAppBot, setDefaultBlockText } from '../test/webhookKit';
import { settle, whatsAppCustomer } from '../test/whatsAppCustomer';

/**
 * 'Wait until' follow-ups end to end on WhatsApp: the wait is an inbox row due days ahead
 * (durable), the test moves that row's clock instead of waiting, and the follow-up is sent once;
 * a reply meanwhile cancels it when the wait says so; the hour is read in the workspace's zone.
 */
const testServer = useTestServer();
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A shop that thanks, waits as told, then asks how the order went; its default block says 'Tapez menu.'. */
async function shopWithFollowUp(wait: Omit<Extract<FlowElementInput, { type: 'wait_until' }>, 'type'>) {
  const server = testServer();
  const bot = await buildWhatsAppBot(server, [
    { type: 'text', message: 'Merci pour votre commande.' },
    { type: 'wait_until', ...wait },
    { type: 'text', message: 'Votre commande vous a plu ?' },
  ]);
  await setDefaultBlockText(server, bot.chatbotId, 'Tapez menu.');
  return bot;
}

/** `at` is within a minute and a half of `expected` (a round starts a little after the webhook). */
function expectNear(at: Date | undefined, expected: number) {
  expect(Math.abs((at?.getTime() ?? 0) - expected)).toBeLessThan(90_000);
}

/** 'HH:MM' of the instant in the zone. */
function wallTime(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

describe("'wait until' follow-ups", () => {
  it('a wait of 2 days is stored due in 2 days, and once that time comes the follow-up is sent once', async () => {
    const server = testServer();
    const { chatbotId } = await shopWithFollowUp({ days: 2, cancel_on_reply: true });
    const customer = whatsAppCustomer(server, fake, chatbotId, '221776660001');
    const wrote = Date.now();
    await customer.writes('Bonjour');
    expect(await customer.receives(1)).toEqual(['Merci pour votre commande.']);
    const [followUp, ...others] = await customer.scheduled();
    expect(others).toEqual([]);
    expectNear(followUp?.due, wrote + 2 * DAY);
    await settle();
    expect(customer.texts()).toHaveLength(1);

    expect(await customer.fastForward()).toBe(1);
    expect(await customer.ran(followUp?.id ?? 0)).toBe('done');
    expect(await customer.receives(2)).toEqual(['Merci pour votre commande.', 'Votre commande vous a plu ?']);
    await settle();
    expect(customer.texts()).toHaveLength(2);
    expect(await customer.scheduled()).toEqual([]);
    expect((await customer.conversation())?.session).not.toHaveProperty('followUp');
  });

  it('cancel_on_reply: the customer writes meanwhile, is answered at once, and the follow-up never comes', async () => {
    const server = testServer();
    const { chatbotId } = await shopWithFollowUp({ days: 2, cancel_on_reply: true });
    const customer = whatsAppCustomer(server, fake, chatbotId, '221776660002');
    await customer.writes('Bonjour');
    await customer.receives(1);
    const [followUp] = await customer.scheduled();
    await customer.writes('Je voudrais changer ma commande');
    expect(await customer.receives(2)).toEqual(['Merci pour votre commande.', 'Tapez menu.']);

    await customer.fastForward();
    expect(await customer.ran(followUp?.id ?? 0)).toBe('done');
    await settle();
    expect(customer.texts()).toEqual(['Merci pour votre commande.', 'Tapez menu.']);
  });

  it('without cancel_on_reply, the reply is answered at once and the follow-up still comes, once', async () => {
    const server = testServer();
    const { chatbotId } = await shopWithFollowUp({ days: 1, cancel_on_reply: false });
    const customer = whatsAppCustomer(server, fake, chatbotId, '221776660003');
    await customer.writes('Bonjour');
    await customer.receives(1);
    const [followUp] = await customer.scheduled();
    await customer.writes('Merci');
    expect(await customer.receives(2)).toEqual(['Merci pour votre commande.', 'Tapez menu.']);
    expect(await customer.scheduled()).toEqual([followUp]);

    await customer.fastForward();
    expect(await customer.receives(3)).toEqual([
      'Merci pour votre commande.',
      'Tapez menu.',
      'Votre commande vous a plu ?',
    ]);
    await settle();
    expect(customer.texts()).toHaveLength(3);
  });

  it("reads the hour in the workspace's time zone, Dakar's when it never chose one", async () => {
    const server = testServer();
    // Three hours from now, to the minute: placed in Tokyo (UTC+9) it is today; read in Dakar it
    // would be 9 hours off.
    const target = Math.floor((Date.now() + 3 * 60 * MINUTE) / MINUTE) * MINUTE;
    const tokyo = await shopWithFollowUp({ at: wallTime(target, 'Asia/Tokyo'), cancel_on_reply: true });
    const settings = defaultInboxSettings();
    settings.business_hours.timezone = 'Asia/Tokyo';
    await server.db
      .update(workspaces)
      .set({ inboxSettings: settings })
      .where(eq(workspaces.id, tokyo.workspaceId));
    server.runtime.chatbots.forget(tokyo.chatbotId);
    const inTokyo = whatsAppCustomer(server, fake, tokyo.chatbotId, '221776660004');
    await inTokyo.writes('Bonjour');
    await inTokyo.receives(1);
    expectNear((await inTokyo.scheduled())[0]?.due, target);

    const dakar = await shopWithFollowUp({ at: wallTime(target, 'Africa/Dakar'), cancel_on_reply: true });
    const inDakar = whatsAppCustomer(server, fake, dakar.chatbotId, '221776660005');
    await inDakar.writes('Bonjour');
    await inDakar.receives(1);
    expectNear((await inDakar.scheduled())[0]?.due, target);
  });

  it('a wait of 60 days is stored (past the 24.8 days a 32-bit millisecond count holds)', async () => {
    const server = testServer();
    const { chatbotId } = await shopWithFollowUp({ days: 60, cancel_on_reply: true });
    const customer = whatsAppCustomer(server, fake, chatbotId, '221776660006');
    const wrote = Date.now();
    await customer.writes('Bonjour');
    await customer.receives(1);
    expectNear((await customer.scheduled())[0]?.due, wrote + 60 * DAY);
  });
});

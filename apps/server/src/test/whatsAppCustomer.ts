import type { WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import type { TestServer } from './buildTestServer';
import { eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from './webhookKit';

/**
 * One WhatsApp customer of a test chatbot: what they write (signed webhooks), what Graph received
 * for them, and what the database holds of their conversation and of their scheduled
 * continuations (delays, 'wait until' follow-ups), which a test makes due at once instead of
 * waiting: the runtime reads the clock of PostgreSQL (`available_at <= now()`), so moving a row's
 * time is moving the clock for that row alone.
 */
export function whatsAppCustomer(server: TestServer, fake: WhatsAppFake, chatbotId: string, from: string) {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await server.db.execute<T & Record<string, unknown>>(query)).rows[0];
  const texts = () =>
    fake.sent
      .filter((request) => (request.body as { to?: string }).to === from)
      .map((request) => (request.body as { text?: { body?: string } }).text?.body ?? '?');
  return {
    from,
    async writes(text: string): Promise<void> {
      const answer = await postWhatsAppWebhook(
        server,
        chatbotId,
        buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, name: 'Awa Diop', text }),
      );
      if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
    },
    /** The texts Graph accepted for this customer, in order. */
    texts,
    /** Waits until Graph accepted this many messages for the customer; returns their texts. */
    receives: (count: number) => eventually(async () => texts().length >= count && texts()),
    /** The customer's pending continuations (resume rows), with the time each becomes due. */
    async scheduled(): Promise<{ id: number; token: string; due: Date }[]> {
      const { rows } = await server.db.execute<{ id: number; token: string; due: string }>(sql`
        SELECT id, event->>'token' AS token, available_at AS due FROM inbox
        WHERE chatbot_id = ${chatbotId} AND sender = ${from} AND status = 'pending' AND event->>'kind' = 'resume'
        ORDER BY id`);
      return rows.map((row) => ({ ...row, id: Number(row.id), due: new Date(row.due) }));
    },
    /** Makes every pending continuation of the customer due now (the clock moved past it). */
    async fastForward(): Promise<number> {
      const { rows } = await server.db.execute<{ id: number }>(sql`
        UPDATE inbox SET available_at = now()
        WHERE chatbot_id = ${chatbotId} AND sender = ${from} AND status = 'pending' AND available_at > now()
        RETURNING id`);
      return rows.length;
    },
    /** Waits until the inbox row ran (done or failed); returns its status. */
    ran: (id: number) =>
      eventually(async () => {
        const row = await one<{ status: string }>(sql`SELECT status FROM inbox WHERE id = ${id}`);
        return row && row.status !== 'pending' ? row.status : undefined;
      }),
    /** The end-user's id, status and stored session. */
    conversation: () =>
      one<{ id: string; status: string; session: Record<string, unknown> | null }>(sql`
        SELECT eu.id, c.status, c.session FROM end_users eu LEFT JOIN conversations c ON c.end_user_id = eu.id
        WHERE eu.chatbot_id = ${chatbotId} AND eu.external_id = ${from}`),
  };
}

/** Lets a round that should not happen have its chance to (a send is a few ms; a poll 250 ms). */
export const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

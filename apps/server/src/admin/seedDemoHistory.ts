import type { Database } from '@griot/db/openDatabase';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { and, eq } from 'drizzle-orm';

const FIRST_NAMES = [
  'Awa',
  'Moussa',
  'Fatou',
  'Ibrahima',
  'Aminata',
  'Cheikh',
  'Khady',
  'Ousmane',
  'Mame',
  'Adama',
  'Yacine',
  'Babacar',
  'Ndeye',
  'Aliou',
  'Coumba',
  'Serigne',
  'Kouassi',
  'Aya',
  'Yao',
  'Adjoua',
];
const LAST_NAMES = [
  'Diop',
  'Ndiaye',
  'Fall',
  'Sow',
  'Sarr',
  'Ba',
  'Gueye',
  'Diallo',
  'Faye',
  'Mbaye',
  'Kouamé',
  'Konan',
  'Traoré',
  'Cissé',
];
const QUESTIONS = [
  'Bonjour, vous avez du wax en stock ?',
  'Combien coûte le bazin riche ?',
  'Vous livrez à Pikine ?',
  'Je voudrais suivre ma commande',
  'Merci beaucoup !',
  'Quels sont vos horaires ?',
  'Menu',
  '2 pagnes wax bleus svp',
];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Six months of past customers for a demo chatbot, so its dashboard's charts (daily actives,
 * growth, average interactions) and the subscribers screen show a business that has been running:
 * end-users joining over time, writing on several days, each message answered. Deterministic (a
 * seeded sequence), and added once: the first history customer's number says it is there.
 */
export async function seedDemoHistory(db: Database, chatbotId: string, now = Date.now()): Promise<number> {
  const [already] = await db
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(and(eq(endUsers.chatbotId, chatbotId), eq(endUsers.externalId, historyNumber(0))))
    .limit(1);
  if (already) return 0;
  let seed = 20_261_124;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let created = 0;
  for (let index = 0; index < 140; index += 1) {
    // More customers joined recently: the business grows.
    const joinedDaysAgo = Math.floor(180 * (1 - Math.sqrt(random())));
    const joined = now - joinedDaysAgo * DAY_MS - Math.floor(random() * 10 * 60 * 60 * 1000);
    const visits = 1 + Math.floor(random() * 5);
    const moments = [joined];
    for (let visit = 1; visit < visits; visit += 1) {
      const next = (moments.at(-1) ?? joined) + Math.floor(random() * 20 * DAY_MS);
      if (next < now - 60_000) moments.push(next);
    }
    const waId = historyNumber(index);
    const [row] = await db
      .insert(endUsers)
      .values({
        chatbotId,
        channel: 'whatsapp',
        externalId: waId,
        fullName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        phone: `+${waId}`,
        interactionCount: moments.length,
        createdAt: new Date(joined),
        lastActivityAt: new Date(moments.at(-1) ?? joined),
      })
      .returning({ id: endUsers.id });
    if (!row) continue;
    await db.insert(messages).values(
      moments.flatMap((at) => [
        {
          chatbotId,
          endUserId: row.id,
          direction: 'in' as const,
          type: 'text',
          content: { event: { type: 'text', text: pick(QUESTIONS) } },
          status: 'received',
          createdAt: new Date(at),
        },
        {
          chatbotId,
          endUserId: row.id,
          direction: 'out' as const,
          type: 'text',
          content: {
            element: {
              type: 'text',
              message: 'Merci pour votre message ! Un conseiller vous répond très vite.',
              preview_url: false,
            },
          },
          partsSent: 1,
          status: 'read',
          externalId: `wamid.hist.${waId}.${at}`,
          createdAt: new Date(at + 2_000),
        },
      ]),
    );
    created += 1;
  }
  return created;
}

/** Senegalese mobile numbers of the history's customers (77 9xx xx xx: none of the live personas'). */
function historyNumber(index: number): string {
  return `221779${String(index).padStart(6, '0')}`;
}

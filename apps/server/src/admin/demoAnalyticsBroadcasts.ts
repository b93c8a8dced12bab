import { randomUUID } from 'node:crypto';
import type { DemoMessage } from './demoAnalyticsVisits';

const MINUTE_MS = 60_000;

/** A past campaign of the history, its recipients and what they did with it. */
export interface DemoBroadcast {
  id: string;
  chatbotId: string;
  name: string;
  text: string;
  sentAt: number;
  recipients: Array<{
    id: string;
    endUserId: string;
    phone: string;
    status: 'sent' | 'delivered' | 'read' | 'failed';
    at: number;
  }>;
  optOuts: Array<{ endUserId: string; at: number }>;
}

const CAMPAIGNS = [
  {
    name: 'promo_korite',
    daysAgo: 62,
    text: 'Korité approche : -15 % sur tout le wax jusqu’à dimanche ! Répondez pour commander.',
  },
  {
    name: 'nouveautes_bazin',
    daysAgo: 18,
    text: 'Nouveaux coloris de bazin riche en boutique. Voulez-vous voir le catalogue ?',
  },
];
const REPLIES = ['Je suis intéressée', 'Vous avez du bleu ?', 'Catalogue svp', 'Oui'];

/**
 * Two campaigns of the shop, each to the WhatsApp end-users who had arrived by then: sent at 18 h
 * (Dakar), most delivered and read, a few failed; some recipients answer within hours (the
 * rollup's replies within 24 h), a few write STOP and opt out. Their messages are as the campaign
 * worker writes them (the recipient's id, content.broadcast).
 */
export function demoBroadcasts(
  chatbotId: string,
  audience: ReadonlyArray<{ endUserId: string; phone: string; joinedAt: number }>,
  dayStart: (daysAgo: number) => number,
  random: () => number,
): { broadcasts: DemoBroadcast[]; messages: DemoMessage[] } {
  const broadcasts: DemoBroadcast[] = [];
  const messages: DemoMessage[] = [];
  const optedOut = new Set<string>();
  for (const campaign of CAMPAIGNS) {
    const sentAt = dayStart(campaign.daysAgo) + 18 * 3_600_000;
    const broadcast: DemoBroadcast = {
      id: randomUUID(),
      chatbotId,
      name: campaign.name,
      text: campaign.text,
      sentAt,
      recipients: [],
      optOuts: [],
    };
    const reached = audience.filter((person) => person.joinedAt < sentAt && !optedOut.has(person.endUserId));
    for (const [position, person] of reached.entries()) {
      const draw = random();
      const status = draw < 0.06 ? 'failed' : draw < 0.12 ? 'sent' : draw < 0.35 ? 'delivered' : 'read';
      const at = sentAt + Math.floor(position * 300 + random() * 3 * 3_600_000);
      const recipient = {
        id: randomUUID(),
        endUserId: person.endUserId,
        phone: person.phone,
        status,
        at,
      } as const;
      broadcast.recipients.push(recipient);
      messages.push({
        endUserId: person.endUserId,
        direction: 'out',
        type: 'text',
        content: {
          element: { type: 'text', message: campaign.text },
          broadcast: { id: broadcast.id, name: campaign.name },
        },
        at: sentAt + position * 300,
        id: recipient.id,
        status: status === 'failed' ? 'failed' : status,
      });
      if (status !== 'read') continue;
      const answer = random();
      if (answer < 0.18) {
        const text = REPLIES[Math.floor(random() * REPLIES.length)] ?? 'Oui';
        messages.push(inbound(person.endUserId, text, at + Math.floor((5 + random() * 600) * MINUTE_MS)));
      } else if (answer < 0.22) {
        const stopAt = at + Math.floor((1 + random() * 120) * MINUTE_MS);
        messages.push(inbound(person.endUserId, 'STOP', stopAt));
        broadcast.optOuts.push({ endUserId: person.endUserId, at: stopAt });
        optedOut.add(person.endUserId);
      }
    }
    broadcasts.push(broadcast);
  }
  return { broadcasts, messages };
}

function inbound(endUserId: string, text: string, at: number): DemoMessage {
  return { endUserId, direction: 'in', type: 'text', content: { event: { type: 'text', text }, text }, at };
}

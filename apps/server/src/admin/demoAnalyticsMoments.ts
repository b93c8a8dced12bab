import type { DemoMessage } from './demoAnalyticsVisits';

const MINUTE_MS = 60_000;

/** A GRIOT IA question of the history: the end-user's text, the answer, and its assistant call. */
export interface DemoAssistantCall {
  chatbotId: string;
  endUserId: string;
  question: string;
  outcome: string;
  confidence: number | null;
  fileIds: string[];
  at: number;
}

// Questions customers ask the shop, with how GRIOT IA fares: well-known ones are answered, the
// others answered unsurely, sent to a block, to a person, or not answered at all.
const QUESTIONS: Array<{ text: string; known: boolean }> = [
  { text: 'Quels sont vos horaires d’ouverture ?', known: true },
  { text: 'Vous livrez à Thiès ?', known: true },
  { text: 'Combien coûte la livraison à Pikine ?', known: true },
  { text: 'Le bazin riche existe en combien de coloris ?', known: true },
  { text: 'Je peux payer avec Wave ?', known: false },
  { text: 'Est-ce que vous acceptez Orange Money ?', known: false },
  { text: 'Vous faites des retouches sur mesure ?', known: false },
  { text: 'Vous avez une boutique à Saint-Louis ?', known: false },
  { text: 'Je peux échanger un pagne déjà lavé ?', known: false },
  { text: 'Vous faites des prix pour les mariages ?', known: false },
];
const ANSWERS = {
  answered: 'Nous sommes ouverts du lundi au samedi, de 9 h à 20 h. La livraison à Dakar prend 24 h.',
  unsure: 'Je pense que oui, mais un conseiller vous le confirmera.',
  redirected: 'Je vous montre le menu qui répond à cette question.',
  agent: 'Je transmets votre question à un conseiller.',
  unknown: 'Je n’ai pas trouvé la réponse. Un conseiller vous répondra.',
};

/**
 * An end-user's question to GRIOT IA (the flow's default block hands unmatched texts to it): the
 * inbound text, its answer as the runtime stores it (block_id 'griot-ia', griot: the outcome), and
 * the assistant call with what the insights read (question, confidence, files).
 */
export function assistantQuestion(
  chatbotId: string,
  endUserId: string,
  at: number,
  random: () => number,
  fileIds: readonly string[],
): { messages: DemoMessage[]; call: DemoAssistantCall } {
  const question = QUESTIONS[Math.floor(random() * QUESTIONS.length)] ?? { text: 'Bonjour', known: true };
  const draw = random();
  let outcome: keyof typeof ANSWERS;
  if (question.known) outcome = draw < 0.85 ? 'answered' : draw < 0.95 ? 'unsure' : 'redirected';
  else outcome = draw < 0.25 ? 'unsure' : draw < 0.65 ? 'unknown' : draw < 0.85 ? 'agent' : 'redirected';
  const answered = outcome === 'answered' || outcome === 'unsure';
  const confidence = !answered
    ? null
    : outcome === 'answered'
      ? 0.6 + random() * 0.38
      : 0.12 + random() * 0.28;
  const storedOutcome = outcome === 'unsure' ? 'answered' : outcome;
  const file = fileIds[Math.floor(random() * fileIds.length)];
  const text = question.text;
  return {
    messages: [
      { endUserId, direction: 'in', type: 'text', content: { event: { type: 'text', text }, text }, at },
      {
        endUserId,
        direction: 'out',
        type: 'text',
        content: {
          element: { type: 'text', message: ANSWERS[outcome] },
          block_id: 'griot-ia',
          griot: storedOutcome,
        },
        at: at + 4_000,
      },
    ],
    call: {
      chatbotId,
      endUserId,
      question: text,
      outcome: storedOutcome,
      confidence,
      fileIds: answered && file ? [file] : [],
      at: at + 3_500,
    },
  };
}

/** A conversation handed to a person: when it opened, who answered and when, when it was resolved. */
export interface DemoEpisode {
  chatbotId: string;
  endUserId: string;
  openedAt: number;
  reason: 'bot' | 'customer' | 'griot';
  agentId: string;
  firstResponseAt: number;
  resolvedAt: number;
}

const AGENT_REPLIES = [
  'Bonjour, je suis là pour vous aider. Que puis-je faire pour vous ?',
  'C’est noté, votre commande part demain matin.',
  'Oui, le paiement par Wave est accepté à la livraison.',
  'Merci pour votre patience, c’est réglé !',
];

/** A member who answers, and how fast compared with the team (1: as fast as its median). */
export interface DemoAgent {
  id: string;
  pace: number;
}

/**
 * A person's part in a conversation: the first answer comes fast in business hours and slower at
 * night (the team sleeps), each agent at their own pace, then one or two more messages, and the
 * resolution.
 */
export function agentEpisode(
  chatbotId: string,
  endUserId: string,
  openedAt: number,
  reason: DemoEpisode['reason'],
  agents: readonly DemoAgent[],
  random: () => number,
): { messages: DemoMessage[]; episode: DemoEpisode } {
  const agent = agents[Math.floor(random() * agents.length)] ?? { id: '', pace: 1 };
  const agentId = agent.id;
  const hour = new Date(openedAt).getUTCHours();
  const open = hour >= 9 && hour < 20;
  const wait = (open ? 1 + random() * 14 : 20 + random() * 220) * agent.pace * MINUTE_MS;
  const firstResponseAt = openedAt + Math.floor(wait);
  const replies = 1 + Math.floor(random() * 3);
  const messages: DemoMessage[] = [];
  let at = firstResponseAt;
  for (let index = 0; index < replies; index += 1) {
    const message = AGENT_REPLIES[(index + Math.floor(random() * 2)) % AGENT_REPLIES.length] ?? '';
    messages.push({
      endUserId,
      direction: 'out',
      type: 'text',
      content: { element: { type: 'text', message } },
      at,
      agentId,
    });
    at += Math.floor((2 + random() * 40) * MINUTE_MS);
  }
  const resolvedAt = at + Math.floor(random() * 90 * MINUTE_MS);
  return {
    messages,
    episode: { chatbotId, endUserId, openedAt, reason, agentId, firstResponseAt, resolvedAt },
  };
}

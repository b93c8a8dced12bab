import { describeEvent } from '@griot/contract/conversations/describeMessage';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type {
  EngineBlock,
  EngineGlobals,
  EngineVariable,
  UserInputEvent,
} from '@griot/flow-engine/engineTypes';
import { runEngine } from '@griot/flow-engine/runEngine';
import type { SessionState } from '@griot/flow-engine/sessionState';

/** A chatbot as the demo's history plays it: the runtime's own view of its flow. */
export interface DemoBot {
  id: string;
  channel: string;
  blocks: EngineBlock[];
  variables: EngineVariable[];
  timeZone: string;
}

/** A message of the history, as the runtime stores it, at its moment. */
export interface DemoMessage {
  endUserId: string;
  direction: 'in' | 'out';
  type: string;
  content: Record<string, unknown>;
  at: number;
  agentId?: string;
  /** A campaign's send keeps its recipient's id, as the worker writes it. */
  id?: string;
  /** Outbound: as the platform last reported it (read by default). */
  status?: string;
}

/** How a visit through the flow ended: at its end, waiting for an answer, or handed to a person. */
export interface VisitResult {
  messages: DemoMessage[];
  session: SessionState;
  outcome: 'finished' | 'left' | 'handover';
  end: number;
}

const TYPED_ANSWERS = [
  'Wax bleu, 6 yards',
  '2 pagnes wax rouges',
  'Bazin riche vert, taille L',
  'Un foulard jaune',
  'Wax motif fleurs, 12 yards',
];

/**
 * One visit of an end-user, played through the real flow engine (as the runtime's rounds do): what
 * they wrote, what the flow answered (content.element with its id_element, content.block_id), until
 * the flow's end, a handover, or a question they never answered (each waiting element loses some:
 * `patience` is the chance they answer it). Choices favour the first options, like real menus.
 */
export function playVisit(
  bot: DemoBot,
  visitor: { endUserId: string; globals: EngineGlobals; session: SessionState | null },
  start: number,
  random: () => number,
  patience: number,
): VisitResult {
  const messages: DemoMessage[] = [];
  let session = visitor.session;
  let at = start;
  let event: UserInputEvent = { type: 'text', text: random() < 0.6 ? 'Bonjour' : 'Menu' };
  for (let step = 0; step < 10; step += 1) {
    messages.push({
      endUserId: visitor.endUserId,
      direction: 'in',
      type: event.type,
      content: { event, text: describeEvent(event) },
      at,
    });
    const output = runEngine({
      blocks: bot.blocks,
      variables: bot.variables,
      session,
      event,
      globals: visitor.globals,
      now: at,
      timeZone: bot.timeZone,
    });
    session = output.session;
    for (const [index, message] of output.messages.entries()) {
      messages.push({
        endUserId: visitor.endUserId,
        direction: 'out',
        type: message.element.type,
        content: { element: message.element, block_id: message.blockId },
        at: at + 1_500 + index * 400,
      });
    }
    at += 1_500 + output.messages.length * 400;
    if (output.effects.some((effect) => effect.kind === 'handover'))
      return { messages, session, outcome: 'handover', end: at };
    const position = session.position;
    if (!position || position.waitingFor === 'resume' || position.waitingFor === 'requestResult')
      return { messages, session, outcome: 'finished', end: at };
    // Later steps lose more people: a long path tires.
    if (random() > patience - step * 0.04) return { messages, session, outcome: 'left', end: at };
    const element = bot.blocks.find((block) => block.idblock === position.blockId)?.flow[
      position.elementIndex
    ];
    const answer = answerTo(element, random);
    if (!answer) return { messages, session, outcome: 'left', end: at };
    event = answer;
    at += 8_000 + Math.floor(random() * 80_000);
  }
  return { messages, session: session ?? ({} as SessionState), outcome: 'finished', end: at };
}

/** What an end-user answers to the element that waits: a button, a list row, a text, a location. */
function answerTo(element: FlowElement | undefined, random: () => number): UserInputEvent | undefined {
  if (!element) return undefined;
  // The first option is chosen most: each next one half as often.
  const skewed = (count: number) => Math.min(count - 1, Math.floor(-Math.log2(1 - random() * 0.999)));
  switch (element.type) {
    case 'text_button': {
      const button = element.buttons[skewed(element.buttons.length)];
      return button && { type: 'button', id: button.id, title: button.title };
    }
    case 'list': {
      const rows = element.interactive.action.sections.flatMap((section) => section.rows);
      const row = rows[skewed(rows.length)];
      return row && { type: 'list', id: row.id, title: row.title };
    }
    case 'location_request_message':
      return {
        type: 'location',
        latitude: 14.69 + random() * 0.1,
        longitude: -17.45 + random() * 0.1,
        name: random() < 0.5 ? 'Médina, Dakar' : 'Parcelles Assainies',
      };
    default:
      return { type: 'text', text: TYPED_ANSWERS[Math.floor(random() * TYPED_ANSWERS.length)] ?? 'Oui' };
  }
}

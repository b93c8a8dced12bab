import type { FlowElementInput } from '@griot/contract/flows/flowElementSchemas';
import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import type { BlockCategory, EngineBlock, EngineInput, EngineOutput, InboundEvent } from './engineTypes';
import { runEngine } from './runEngine';
import { readSession, type SessionState } from './sessionState';

/**
 * Test helpers (used by the *.test.ts files only): blocks written as the editor saves them and a
 * conversation driver that carries the session from one event to the next through JSON, as the
 * runtime's database would.
 */
export function buildBlock(
  idblock: string,
  flow: FlowElementInput[],
  overrides: Partial<Omit<EngineBlock, 'idblock' | 'flow'>> = {},
): EngineBlock {
  const category: BlockCategory = overrides.category ?? 'standard';
  // Parsing through the shared schema fills the defaults the server stores (preview_url, ...).
  return {
    idblock,
    category,
    type: overrides.type ?? category,
    assistantSwitch: overrides.assistantSwitch ?? false,
    flow: flowSchema.parse(flow),
  };
}

/** Drives one end-user through several events. */
export function conversation(base: Omit<EngineInput, 'session' | 'event'>) {
  let session: SessionState | null = null;
  return {
    /** Sends one event; the returned output's session is kept (through JSON) for the next. */
    send(event: InboundEvent): EngineOutput {
      const output = runEngine({ ...base, session, event });
      session = readSession(JSON.parse(JSON.stringify(output.session)));
      return output;
    },
    get session(): SessionState | null {
      return session;
    },
  };
}

/** The texts a turn sent, one line per message, for short assertions. */
export function texts(output: EngineOutput): string[] {
  return output.messages.map(({ element }) => {
    switch (element.type) {
      case 'text':
      case 'text_button':
      case 'location_request_message':
        return element.message;
      case 'list':
        return element.interactive.body.text;
      case 'button_link':
        return element.body_message;
      default:
        return `[${element.type}] ${element.link}`;
    }
  });
}

import { WELCOME_GREETING_START, welcomeGreeting } from '@griot/contract/chatbots/welcomeGreeting';
import { regenerateChain } from '@griot/contract/flows/flowChain';
import { generateIdblock } from '@griot/contract/flows/idblock';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The three main blocks every chatbot has, as the flow editor lists them. */
export const MAIN_BLOCKS = [
  { blockname: 'Welcome Flow', type: 'starter', category: 'welcome' },
  { blockname: 'Default Flow', type: 'default_block', category: 'default' },
  { blockname: 'Commerce Flow', type: 'commerce_point', category: 'commerce' },
] as const;

/**
 * Creates the main blocks of a new chatbot, inside the creating transaction. The welcome flow
 * starts with a greeting (editable like any element): a new bot's first customer is answered, not
 * met with silence.
 */
export async function createMainBlocks(tx: Transaction, chatbotId: string, botName: string): Promise<void> {
  await tx.insert(blocks).values(
    MAIN_BLOCKS.map((block) => {
      const idblock = generateIdblock(block.category);
      return {
        chatbotId,
        idblock,
        blockname: block.blockname,
        type: block.type,
        category: block.category,
        flow:
          block.category === 'welcome'
            ? regenerateChain(
                [{ type: 'text', message: welcomeText(botName), preview_url: true }],
                chatbotId,
                idblock,
              )
            : [],
      };
    }),
  );
}

/** A new chatbot's first greeting ({{first_name}}: the customer's first name, filled at send time). */
export function welcomeText(botName: string): string {
  return welcomeGreeting(botName.trim());
}

/**
 * Whether a welcome flow is still as creation left it (empty, or only its greeting): what seeds and
 * imports may replace without losing anything the user wrote.
 */
export function isCreationWelcome(flow: readonly unknown[]): boolean {
  return flow.every(
    (element) =>
      typeof element === 'object' &&
      element !== null &&
      'message' in element &&
      typeof element.message === 'string' &&
      element.message.startsWith(WELCOME_GREETING_START),
  );
}

import { generateIdblock } from '@griot/contract/flows/idblock';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The three main blocks every chatbot has, as the flow editor lists them (seed 001 §2.2, §3). */
export const MAIN_BLOCKS = [
  { blockname: 'Welcome Flow', type: 'starter', category: 'welcome' },
  { blockname: 'Default Flow', type: 'default_block', category: 'default' },
  { blockname: 'Commerce Flow', type: 'commerce_point', category: 'commerce' },
] as const;

/** Creates the main blocks of a new chatbot, inside the creating transaction. */
export async function createMainBlocks(tx: Transaction, chatbotId: string): Promise<void> {
  await tx.insert(blocks).values(
    MAIN_BLOCKS.map((block) => ({
      chatbotId,
      idblock: generateIdblock(block.category),
      blockname: block.blockname,
      type: block.type,
      category: block.category,
      flow: [],
    })),
  );
}

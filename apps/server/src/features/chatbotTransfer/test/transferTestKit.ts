import { regenerateChain } from '@griot/contract/flows/flowChain';
import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { storedFiles } from '@griot/db/schema/storedFiles';
import { conversation } from '@griot/flow-engine/engineTestKit';
import type { EngineBlock, EngineOutput, InboundEvent } from '@griot/flow-engine/engineTypes';
import { count, eq } from 'drizzle-orm';
import type { TestServer } from '../../../test/buildTestServer';
import { multipart } from '../../../test/multipart';

/** Test helpers of the transfer's tests (imported by *.test.ts files only). */

export async function importFile(
  server: TestServer,
  auth: Record<string, string>,
  content: string | Buffer,
  fields: Record<string, string> = {},
) {
  const body = await multipart({
    file: new File([typeof content === 'string' ? content : new Uint8Array(content)], 'griot.json', {
      type: 'application/json',
    }),
    ...fields,
  });
  return server.app.inject({
    method: 'POST',
    url: '/api/chatbots/import',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

export function exportChatbotCall(server: TestServer, auth: Record<string, string>, id: string) {
  return server.app.inject({ method: 'GET', url: `/api/chatbots/${id}/export`, headers: auth });
}

/** Chatbots, blocks and stored files in the whole database: an import refused must change none. */
export async function rowCounts(server: TestServer) {
  const [bots] = await server.db.select({ n: count() }).from(chatbots);
  const [blockRows] = await server.db.select({ n: count() }).from(blocks);
  const [files] = await server.db.select({ n: count() }).from(storedFiles);
  return { chatbots: bots?.n, blocks: blockRows?.n, files: files?.n };
}

/** Writes a block of `chatbotId` (its flow chained as the editor saves it). */
export async function putBlock(
  server: TestServer,
  chatbotId: string,
  block: { idblock: string; name: string; category?: 'welcome' | 'default' | 'standard'; flow: object[] },
) {
  const flow = regenerateChain(flowSchema.parse(block.flow), chatbotId, block.idblock);
  const category = block.category ?? 'standard';
  const main = category === 'standard' ? undefined : await mainBlock(server, chatbotId, category);
  if (main) {
    await server.db.update(blocks).set({ flow }).where(eq(blocks.id, main.id));
    return main.idblock;
  }
  await server.db.insert(blocks).values({
    chatbotId,
    idblock: block.idblock,
    blockname: block.name,
    type: 'blocks',
    category,
    flow,
  });
  return block.idblock;
}

async function mainBlock(server: TestServer, chatbotId: string, category: string) {
  const rows = await server.db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
  return rows.find((row) => row.category === category);
}

/** The chatbot's blocks and variables as the runtime hands them to the engine. */
export async function engineInputOf(server: TestServer, chatbotId: string) {
  const rows = await server.db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
  const [bot] = await server.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
  const engineBlocks: EngineBlock[] = rows.map((row) => ({
    idblock: row.idblock,
    category: row.category,
    type: row.type,
    assistantSwitch: row.assistantSwitch,
    flow: flowSchema.parse(row.flow),
  }));
  return { blocks: engineBlocks, variables: bot?.variables ?? [], globals: { first_name: 'Awa' } };
}

/**
 * Drives one end-user through a chatbot: the start, then each answer given as the title of a
 * button or row to press, or a text. Returns what the bot said, a line per message (media as
 * their kind: their links differ from one copy to the other by design).
 */
export async function talkTo(server: TestServer, chatbotId: string, answers: string[]): Promise<string[]> {
  const talk = conversation({
    ...(await engineInputOf(server, chatbotId)),
    now: Date.parse('2026-11-26T10:00:00Z'),
  });
  const said: string[] = [];
  let last = talk.send({ type: 'start' });
  said.push(...lines(last));
  for (const answer of answers) {
    last = talk.send(eventFor(last, answer));
    said.push(...lines(last));
  }
  return said;
}

function eventFor(output: EngineOutput, answer: string): InboundEvent {
  for (const { element } of output.messages) {
    if (element.type === 'text_button') {
      const button = element.buttons.find((candidate) => candidate.title === answer);
      if (button) return { type: 'button', id: button.id, title: button.title };
    }
  }
  return { type: 'text', text: answer };
}

function lines(output: EngineOutput): string[] {
  return output.messages.map(({ element }) => {
    switch (element.type) {
      case 'text':
        return element.message;
      case 'text_button':
        return `${element.message} [${element.buttons.map((button) => button.title).join(' | ')}]`;
      default:
        return `[${element.type}]`;
    }
  });
}
